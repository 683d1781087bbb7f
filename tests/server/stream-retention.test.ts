import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { streamChatCompletion } from '../../server/ai/chat-completion-stream.ts';
import { StopController } from '../../server/http/stop-signal.ts';
import { sseStream } from '../../server/http/sse-stream.ts';
import { silentLogger } from '../../server/observability/logger.ts';
import { createMetrics } from '../../server/observability/metrics.ts';
import { requestTelemetry } from '../../server/observability/request-telemetry.ts';
import { Lifecycle } from '../../server/ops/lifecycle.ts';
import { startFakeProvider } from '../fixtures/fake-openai/fake-openai.ts';

// Memory per open stream: an open stream must not keep its request's Hono Context alive
// (the Request, the Response and their headers: some KiB each), neither through the stream's own
// closures nor through the access line written when it ends; nor its prompt once text has arrived.

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

/** Full collections, with turns of the event loop between them (a WeakRef holds its target until the turn ends). */
async function collect() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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
  await collect();
  expect(contexts).toHaveLength(1);
  expect(contexts[0]!.deref()).toBeUndefined();
  release();
  expect(await ended).toBe(200);
  expect(received).toContain('event: done');
  expect(accessLines).toBe(1);
});

it('a provider stream lets go of its prompt once text has arrived, and still reads the answer to its end', async () => {
  const fake = await startFakeProvider();
  try {
    fake.use({ kind: 'reply', chunks: ['one ', 'two ', 'three'], delayMs: 100 });
    let prompt!: WeakRef<ChatMessage[]>;
    const texts: string[] = [];
    let firstText!: () => void;
    const first = new Promise<void>((resolve) => (firstText = resolve));
    const answer = (() => {
      const messages: ChatMessage[] = [{ role: 'user', content: 'a long history '.repeat(1000) }];
      prompt = new WeakRef(messages);
      const provider = { baseUrl: fake.baseUrl, apiKey: undefined, model: 'm', editorModel: 'm', selectionModel: 'm', timeoutMs: 2000 };
      return streamChatCompletion({ provider, messages, signal: new StopController().signal }, (text) => {
        texts.push(text);
        firstText();
        return undefined;
      });
    })();
    await first;
    expect(texts).toEqual(['one ']);
    expect(fake.requests[0]!.body.messages).toHaveLength(1);
    await collect();
    expect(prompt.deref()).toBeUndefined();
    await answer;
    expect(texts.slice(1).join('')).toBe('two three');
  } finally {
    await fake.close();
  }
});
