import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../server/ops/http-server-timeouts.ts';
import { spawnGateway, type GatewayChild } from '../support/spawn-gateway.ts';

let gateway: GatewayChild;
beforeAll(async () => {
  gateway = await spawnGateway({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  gateway.child.kill('SIGKILL');
  await gateway.exited;
});

/** Sends a request on the socket and resolves with the status line of the answer (or what ended the connection). */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (d: Buffer) => {
      text += d.toString('latin1');
      if (text.includes('\r\n\r\n') && text.includes('"status"')) done(text.split('\r\n')[0] ?? '');
    };
    const done = (result: string) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(result);
    };
    const onClose = () => done(`closed${text ? ` after ${text.split('\r\n')[0]}` : ''}`);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('idle keep-alive connections (the ECONNRESET under load)', () => {
  it('stays above the idle time-out of balancers and browsers, so the client is the one to close', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('a connection idle longer than Node\'s default 5 s still takes the next request', async () => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    try {
      expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
      // Node's default would have closed it here: a request sent now would meet a reset.
      await new Promise((resolve) => setTimeout(resolve, 5_600));
      expect(socket.destroyed).toBe(false);
      expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
    }
  }, 20_000);
});
