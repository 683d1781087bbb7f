// The hot path from the provider's socket to the visitor's: text pushed through plain callbacks
// (server/ai/chat-completion-stream.ts), the visitor's congestion holding the provider's body back,
// and every open stream following the shutdown's grace signal through one listener.
import http from 'node:http';
import { getEventListeners } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamChatCompletion } from '../../server/ai/chat-completion-stream.ts';
import { StopController } from '../../server/http/stop-signal.ts';
import { sseStream } from '../../server/http/sse-stream.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake.close();
});

const provider = () => ({ baseUrl: fake.baseUrl, apiKey: undefined, model: 'm', editorModel: 'm', selectionModel: 'm', timeoutMs: 5000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a congested visitor holds the provider body back: no text arrives until the held one is out, then the rest does', async () => {
  fake.use({ kind: 'reply', chunks: ['one ', 'two ', 'three'], delayMs: 20, finishReason: 'stop' });
  const texts: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = streamChatCompletion({ provider: provider(), messages: [{ role: 'user', content: 'hi' }], signal: new StopController().signal }, (text) => {
    texts.push(text);
    return texts.length === 1 ? held : undefined; // the first write finds the visitor's socket full
  });
  while (texts.length === 0) await sleep(5);
  await sleep(200); // the provider sent everything meanwhile
  expect(texts).toEqual(['one ']);
  release();
  expect(await answer).toBe('stop');
  expect(texts.join('')).toBe('one two three');
});

it('a receiver of the text that throws fails the stream (not retried: text went out) and drops the provider, never the process', async () => {
  fake.use({ kind: 'reply', chunks: ['one ', 'two'], delayMs: 10, finishReason: 'stop' });
  const before = fake.requests.length;
  const answer = streamChatCompletion({ provider: provider(), messages: [{ role: 'user', content: 'hi' }], signal: new StopController().signal }, () => {
    throw new Error('the receiver broke');
  });
  await expect(answer).rejects.toMatchObject({ code: 'internal' });
  expect(fake.requests).toHaveLength(before + 1);
  await fake.requests[before]!.closed;
});

it('any split of the provider stream into network reads gives the same text and finish reason', async () => {
  // delayMs 0 puts several deltas in one read, 15 ms one per read: the text is the same.
  for (const delayMs of [0, 15]) {
    fake.use({ kind: 'reply', chunks: ['α', 'β ', 'γ'.repeat(50), ' 😀'], delayMs, finishReason: 'length' });
    let text = '';
    const reason = await streamChatCompletion({ provider: provider(), messages: [{ role: 'user', content: 'hi' }], signal: new StopController().signal }, (t) => {
      text += t;
      return undefined;
    });
    expect(reason).toBe('length');
    expect(text).toBe(`αβ ${'γ'.repeat(50)} 😀`);
  }
});

it('every open stream follows the grace signal through one listener, and all of them stop when it aborts', async () => {
  const grace = new AbortController();
  const stopped: string[] = [];
  const app = new Hono();
  app.post('/stream', (c) =>
    sseStream(
      c,
      async (send, signal) => {
        send({ type: 'delta', text: 'open' });
        await new Promise<void>((resolve) => signal.onStop(resolve));
        stopped.push(String(signal.reason));
        send({ type: 'error', code: 'interrupted', message: 'stopped' });
      },
      grace.signal,
    ),
  );
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
  try {
    const streams = Array.from(
      { length: 20 },
      () =>
        new Promise<string>((resolve, reject) => {
          const request = http.request(url, { method: 'POST', agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (piece: string) => (body += piece));
            response.on('end', () => resolve(body));
          });
          request.on('error', reject);
          request.end();
        }),
    );
    while (stopped.length === 0 && getEventListeners(grace.signal, 'abort').length === 0) await sleep(5);
    await sleep(100);
    expect(getEventListeners(grace.signal, 'abort')).toHaveLength(1);
    grace.abort(new Error('grace over'));
    const bodies = await Promise.all(streams);
    expect(stopped).toHaveLength(20);
    expect(stopped.every((reason) => reason.includes('grace over'))).toBe(true);
    for (const body of bodies) expect(body).toContain('event: error');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
