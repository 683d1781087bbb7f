import net from 'node:net';

/**
 * What the proxy does with traffic:
 * - pass: forwards both ways;
 * - stall: accepts connections and holds every byte both ways (a Redis that stops answering);
 *   back to pass, the held bytes go on and new connections are connected;
 * - refuse: stops listening (ECONNREFUSED) and closes every connection;
 * - reset: answers every open and new connection with a TCP reset (ECONNRESET).
 */
export type FaultMode = 'pass' | 'stall' | 'refuse' | 'reset';

export interface TcpFaultProxy {
  port: number;
  /** The target's URL with the proxy's port (redis://127.0.0.1:PORT). */
  url: string;
  mode: () => FaultMode;
  set: (mode: FaultMode) => Promise<void>;
  /** Connections accepted so far (a reconnecting client makes new ones). */
  accepted: () => number;
  close: () => Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes held while stalled, per direction. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/** A TCP proxy on 127.0.0.1 in front of `target` (e.g. redis://127.0.0.1:6379), for fault tests. */
export async function startTcpFaultProxy(target: string): Promise<TcpFaultProxy> {
  const { hostname, port: targetPort, protocol } = new URL(target);
  let mode: FaultMode = 'pass';
  let accepted = 0;
  const pairs = new Set<Pair>();

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const flush = (pair: Pair) => {
    for (const chunk of pair.toUpstream.splice(0)) pair.upstream?.write(chunk);
    for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
  };
  const connect = (pair: Pair) => {
    const upstream = net.connect(Number(targetPort), hostname);
    pair.upstream = upstream;
    upstream.on('error', () => drop(pair));
    upstream.on('close', () => drop(pair));
    upstream.on('data', (chunk: Buffer) => (mode === 'stall' ? pair.toClient.push(chunk) : pair.client.write(chunk)));
    flush(pair);
  };

  const server = net.createServer((client) => {
    accepted++;
    client.on('error', () => undefined);
    if (mode === 'reset') return void client.resetAndDestroy();
    const pair: Pair = { client, upstream: null, toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => (mode === 'stall' || !pair.upstream ? pair.toUpstream.push(chunk) : pair.upstream.write(chunk)));
    client.on('close', () => drop(pair));
    if (mode !== 'stall') connect(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  async function set(next: FaultMode) {
    const previous = mode;
    mode = next;
    if (next === 'refuse') {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
      return;
    }
    if (previous === 'refuse') await listen();
    if (next === 'reset') {
      for (const pair of [...pairs]) {
        pairs.delete(pair);
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
    }
    if (next !== 'pass') return;
    for (const pair of pairs) {
      if (pair.upstream) flush(pair);
      else connect(pair);
    }
  }

  return {
    port,
    url: `${protocol}//127.0.0.1:${port}`,
    mode: () => mode,
    set,
    accepted: () => accepted,
    close: async () => {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
    },
  };
}
