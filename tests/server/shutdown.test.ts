import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readEventStream } from '../../engine/generation/read-stream.ts';
import type { StreamEvent } from '../../engine/generation/stream-protocol.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate } from '../helpers/gateway.ts';
import { spawnGateway, type GatewayChild } from '../support/spawn-gateway.ts';
import { printFigures } from '../helpers/print-figures.ts';

// Graceful shutdown with a real process and a real signal: a stream that outlives the SIGTERM.
let fake: FakeProvider;
let gateway: GatewayChild | undefined;

beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());
afterEach(() => {
  if (gateway && gateway.child.exitCode === null) gateway.child.kill('SIGKILL');
  gateway = undefined;
  fake.reset();
});

const tmpData = () => fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));

/** Starts a stream and resolves once its first delta arrived, with a promise of all its events. */
async function streamUntilFirstDelta(url: string): Promise<{ events: StreamEvent[]; ended: Promise<number> }> {
  const res = await postGenerate(url, { toolId: 'ai-writer', input: 'A long answer please' });
  expect(res.status).toBe(200);
  const events: StreamEvent[] = [];
  let first: () => void = () => undefined;
  const gotFirst = new Promise<void>((resolve) => (first = resolve));
  const ended = readEventStream(res.body!, {
    onEvent: (e) => {
      events.push(e);
      if (e.type === 'delta') first();
    },
  }).then(() => performance.now());
  await gotFirst;
  return { events, ended };
}

const shutdownLine = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'shutdown complete');

describe('graceful shutdown (real process)', () => {
  it('SIGTERM: ready turns 503 at once, new generations get 503 + Retry-After, the running stream finishes, exit 0', async () => {
    const chunks = Array.from({ length: 16 }, (_, i) => `part ${i} `);
    fake.use({ kind: 'reply', chunks, delayMs: 250 });
    gateway = await spawnGateway({ AI_BASE_URL: fake.baseUrl, DATA_DIR: tmpData(), SHUTDOWN_GRACE_MS: '30000' });
    const stream = await streamUntilFirstDelta(gateway.url);

    const signalled = performance.now();
    gateway.child.kill('SIGTERM');
    await expect.poll(async () => (await fetch(`${gateway!.url}/api/ready`)).status).toBe(503);
    const readyAfter = performance.now() - signalled;
    const refused = await postGenerate(gateway.url, { toolId: 'ai-writer', input: 'new work' });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const streamEnd = await stream.ended;
    const code = await gateway.exited;
    const exitAt = performance.now();
    expect(stream.events.at(-1)).toEqual({ type: 'done' });
    expect(stream.events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : '')).join('')).toBe(chunks.join(''));
    expect(code).toBe(0);
    expect(shutdownLine(gateway.output())).toMatchObject({ result: 'clean', exitCode: 0 });
    printFigures(`[shutdown timings] clean drain: ready 503 after ${Math.round(readyAfter)} ms; stream ended ${Math.round(streamEnd - signalled)} ms after SIGTERM; exit ${Math.round(exitAt - signalled)} ms after SIGTERM (code ${code})`);
  }, 90_000);

  it("a stream longer than SHUTDOWN_GRACE_MS gets the 'interrupted' error event, and the exit code says forced", async () => {
    fake.use({ kind: 'reply', chunks: Array.from({ length: 60 }, (_, i) => `slow ${i} `), delayMs: 500 });
    gateway = await spawnGateway({ AI_BASE_URL: fake.baseUrl, DATA_DIR: tmpData(), SHUTDOWN_GRACE_MS: '1500' });
    const stream = await streamUntilFirstDelta(gateway.url);
    const signalled = performance.now();
    gateway.child.kill('SIGTERM');
    const streamEnd = await stream.ended;
    const code = await gateway.exited;
    const exitAt = performance.now();
    expect(stream.events.at(-1)).toEqual({ type: 'error', code: 'interrupted', message: 'Generation was interrupted. Please try again.' });
    expect(stream.events.some((e) => e.type === 'done')).toBe(false);
    expect(code).toBe(1);
    expect(fake.requests[0]?.closedByClient).toBe(true); // the provider call was cancelled too
    expect(shutdownLine(gateway.output())).toMatchObject({ result: 'forced', exitCode: 1 });
    printFigures(`[shutdown timings] forced (grace 1500 ms): stream interrupted ${Math.round(streamEnd - signalled)} ms after SIGTERM; exit ${Math.round(exitAt - signalled)} ms after SIGTERM (code ${code})`);
  }, 90_000);

  it('SIGTERM with a webhook receiver that hangs: no delivery starts after the signal, a form posted during the drain gets 503 shutting_down, exit 0 within the grace period', async () => {
    const received: number[] = [];
    const hook = http.createServer((req) => {
      let body = '';
      req.on('data', (c) => (body += String(c)));
      req.on('end', () => received.push((JSON.parse(body) as { id: number }).id)); // never answered
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    const graceMs = 3000;
    try {
      gateway = await spawnGateway({ DATA_DIR: tmpData(), SHUTDOWN_GRACE_MS: String(graceMs), FORMS_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`, FORMS_PER_HOUR: '100' });
      const postForm = (message: string) => fetch(`${gateway!.url}/api/forms/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'support', message }) });
      const first = await postForm('first');
      expect(first.status).toBe(201);
      await expect.poll(() => received.length, { timeout: 20_000 }).toBe(1); // its delivery is in progress, and hangs
      expect((await postForm('second, queued behind the first')).status).toBe(201);

      gateway.child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${gateway!.url}/api/ready`)).status).toBe(503);
      const during = await postForm('posted during the drain');
      expect(during.status).toBe(503);
      expect(((await during.json()) as { error: { code: string } }).error.code).toBe('shutting_down');

      expect(await gateway.exited).toBe(0);
      expect(received).toHaveLength(1); // the queued form was not sent after the signal: the next start sends it
      const line = shutdownLine(gateway.output());
      expect(line).toMatchObject({ result: 'clean', exitCode: 0 });
      // The hanging delivery was cut when the grace period ran out, not at its own 10 s time-out.
      expect(Number(line?.durationMs)).toBeLessThan(graceMs + 2_500);
    } finally {
      hook.closeAllConnections();
      await new Promise<void>((r) => hook.close(() => r()));
    }
  }, 90_000);

  it('a second process on the same PGlite directory is refused with a clear message', async () => {
    const dir = tmpData();
    gateway = await spawnGateway({ DATA_DIR: dir });
    const second = spawnGateway({ DATA_DIR: dir });
    await expect(second).rejects.toThrow(/already open in process \d+.*DATABASE_URL/s);
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    // The lock went with the first process: a new one starts.
    gateway = await spawnGateway({ DATA_DIR: dir });
    gateway.child.kill('SIGKILL');
    await gateway.exited;
    // Even after kill -9 (the lock file stays behind), the next start takes over the stale lock.
    gateway = await spawnGateway({ DATA_DIR: dir });
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
  }, 120_000);
});
