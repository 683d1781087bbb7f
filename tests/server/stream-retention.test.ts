import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sseStream } from '../../server/http/sse-stream.ts';
import { silentLogger } from '../../server/observability/logger.ts';
import { createMetrics } from '../../server/observability/metrics.ts';
import { requestTelemetry } from '../../server/observability/request-telemetry.ts';
import { Lifecycle } from '../../server/ops/lifecycle.ts';

// Memory per open stream (issue 19): an open stream must not keep its request's Hono Context alive
// (the Request, the Response and their headers: some KiB each), neither through the stream's own
// closures nor through the access line written when it ends.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: ServerType;
let url: string;
const contexts: Array<WeakRef<Context>> = [];
let release: () => void = () => undefined;
let accessLines = 0;

beforeAll(async () => {
  const app = new Hono();
  app.use('*', requestTelemetry({ log: silentLogger, metrics: createMetrics({ processMetrics: false }), lifecycle: new Lifecycle() }));
  app.post('/stream', (c) => {
    contexts.push(new WeakRef(c));
    const done = c.get('telemetry').defer();
    const held = new Promise<void>((resolve) => (release = resolve));
    return sseStream(c, async (send) => {
      await send({ type: 'delta', text: 'first' });
      await held;
      await send({ type: 'done' });
      accessLines++;
      done();
    });
  });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

it('an open stream lets go of its Context once its headers are out, and still ends well', async () => {
  let received = '';
  const ended = new Promise<number>((resolve, reject) => {
    const request = http.request(`${url}/stream`, { method: 'POST', agent: false }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (piece: string) => (received += piece));
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
  while (!received.includes('first')) await new Promise((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(contexts).toHaveLength(1);
  expect(contexts[0]!.deref()).toBeUndefined();
  release();
  expect(await ended).toBe(200);
  expect(received).toContain('event: done');
  expect(accessLines).toBe(1);
});
