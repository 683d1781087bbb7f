// The provider pool keeps an idle connection as long as the provider says it may (Keep-Alive:
// timeout=N, less a second, at most a minute), and 4 s when it says nothing.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_IDLE_MS, MAX_IDLE_MS, providerPools } from '../../server/ai/provider-pool.ts';
import { postToProvider } from '../../server/ai/provider-request.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const sockets of Object.values(providerPools['http:'].freeSockets)) for (const socket of sockets ?? []) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A provider whose answers carry `keepAlive` as their Keep-Alive header (none when undefined). */
async function provider(keepAlive: string | undefined): Promise<string> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const headers: Record<string, string> = { 'Content-Type': 'text/event-stream', Connection: 'keep-alive' };
      if (keepAlive !== undefined) headers['Keep-Alive'] = keepAlive;
      res.writeHead(200, headers);
      res.end('data: [DONE]\n\n');
    });
  });
  // Node would announce its own keepAliveTimeout; 0 sends none and never closes an idle connection itself.
  server.keepAliveTimeout = 0;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
}

/** One request answered in full; resolves with the pooled connections to that provider once it is free again. */
async function pooledAfterOneAnswer(url: string): Promise<Socket[]> {
  const response = await postToProvider(url, { 'Content-Type': 'application/json' }, '{}').response;
  await new Promise<void>((resolve, reject) => response.stream({ piece: () => undefined, end: resolve, fail: reject }));
  response.release();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the connection goes back to the pool on the next ticks
  const { port } = new URL(url);
  return Object.entries(providerPools['http:'].freeSockets)
    .filter(([name]) => name.startsWith(`127.0.0.1:${port}:`))
    .flatMap(([, sockets]) => (sockets ?? []) as Socket[]);
}

describe('idle provider connections', () => {
  it('are kept a second less than the provider announces', async () => {
    const [socket, ...more] = await pooledAfterOneAnswer(await provider('timeout=30'));
    expect(more).toHaveLength(0);
    expect(socket?.timeout).toBe(29_000);
  });

  it('are kept 4 s when the provider announces nothing', async () => {
    const [socket] = await pooledAfterOneAnswer(await provider(undefined));
    expect(socket?.timeout).toBe(DEFAULT_IDLE_MS);
    expect(DEFAULT_IDLE_MS).toBeLessThan(5_000); // under the 5 s a Node or nginx server keeps them
  });

  it('are kept a minute at most, whatever the provider announces', async () => {
    const [socket] = await pooledAfterOneAnswer(await provider('max=1000, timeout=600'));
    expect(socket?.timeout).toBe(MAX_IDLE_MS);
  });

  it('are not kept when the provider keeps them too briefly to reuse safely', async () => {
    expect(await pooledAfterOneAnswer(await provider('timeout=1'))).toHaveLength(0);
  });

  it('are reused by the next request', async () => {
    const url = await provider('timeout=30');
    const [first] = await pooledAfterOneAnswer(url);
    const [second] = await pooledAfterOneAnswer(url);
    expect(second).toBe(first);
  });
});
