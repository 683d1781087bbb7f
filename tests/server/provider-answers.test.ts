import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../engine/generation/stream-protocol.ts';
import { startFakeProvider, type FakeProvider, type Scenario } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';

// What the provider answers is not taken at its word: every odd 200 becomes an error from the
// spec's catalogue, partial text is kept, and only real content counts as progress.

const FALLBACK = 'An error occurred while generating content. Please try again.';
const INTERRUPTED = 'Generation was interrupted. Please try again.';
const TIMEOUT = 'Request timed out. Please try again.';

let fake: FakeProvider;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = await startFakeProvider();
  gateway = await startGateway({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'primary-key', AI_MODEL: 'primary-model', AI_TIMEOUT_MS: '1500' });
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});
afterEach(() => fake.reset());

const run = async (url = gateway.url) => readAll(await postGenerate(url, { toolId: 'ai-writer', input: 'x' }));
const errorOf = (events: StreamEvent[]) => events.filter((e) => e.type === 'error');

describe('odd 200 answers reach the visitor as an error', () => {
  const cases: Array<[string, Scenario]> = [
    ['an empty 200 event stream', { kind: 'raw', contentType: 'text/event-stream', body: '' }],
    ['an empty 200 with no content type', { kind: 'raw', contentType: '', body: '' }],
    ['a 200 with a non-streamed JSON completion', { kind: 'raw', contentType: 'application/json', body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Hello' }, finish_reason: 'stop' }] }) }],
    ['a 200 with a JSON error object', { kind: 'raw', contentType: 'application/json', body: JSON.stringify({ error: { message: 'quota exceeded' } }) }],
    ['a 200 HTML error page', { kind: 'raw', contentType: 'text/html; charset=utf-8', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }],
    ['a text/plain 200 that looks like a stream', { kind: 'raw', contentType: 'text/plain', body: 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n' }],
  ];
  for (const [name, scenario] of cases) {
    it(name, async () => {
      fake.use(scenario);
      const { events } = await run();
      expect(events).toEqual([{ type: 'error', code: 'provider_error', message: FALLBACK }]);
    });
  }

  it('an {"error": …} object mid-stream: the partial text stays, then the fallback message', async () => {
    fake.use({ kind: 'error-mid-stream', chunks: ['partial ', 'text '] });
    const { events, text } = await run();
    expect(text).toBe('partial text ');
    expect(events.at(-1)).toEqual({ type: 'error', code: 'provider_error', message: FALLBACK });
    expect(errorOf(events)).toHaveLength(1);
  });

  it('an {"error": …} object on a stream that stays open: the upstream is closed', async () => {
    fake.use({ kind: 'error-mid-stream', chunks: ['a'], noEnd: true });
    const { events } = await run();
    expect(events.at(-1)).toEqual({ type: 'error', code: 'provider_error', message: FALLBACK });
    await fake.requests[0]!.closed;
    expect(fake.requests[0]!.closedByClient).toBe(true);
  });

  it('a stream that ends cleanly without [DONE] or finish_reason after some text: a complete answer (servers that send neither)', async () => {
    fake.use({ kind: 'reply', chunks: ['one ', 'two '], noDone: true });
    const { events, text } = await run();
    expect(text).toBe('one two ');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('a stream that ends without [DONE] or finish_reason and no text: the fallback message', async () => {
    fake.use({ kind: 'reply', chunks: [], noDone: true });
    expect((await run()).events).toEqual([{ type: 'error', code: 'provider_error', message: FALLBACK }]);
  });

  it('finish_reason "stop" without [DONE] is a complete answer', async () => {
    fake.use({ kind: 'reply', chunks: ['all ', 'done'], noDone: true, finishReason: 'stop' });
    const { events, text } = await run();
    expect(text).toBe('all done');
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('finish_reason "length" keeps the text and says the answer hit the length limit', async () => {
    fake.use({ kind: 'reply', chunks: ['long ', 'answer'], finishReason: 'length' });
    const { events, text } = await run();
    expect(text).toBe('long answer');
    expect(events.at(-1)).toEqual({ type: 'done', truncated: true });
  });
});

describe('the silence time-out counts only content', () => {
  for (const what of ['comment', 'empty-delta', 'byte'] as const) {
    it(`${what}s every 200 ms with no text do not keep a dead answer alive`, async () => {
      fake.use({ kind: 'drip', chunks: ['partial '], what, intervalMs: 200 });
      const { events, text } = await run();
      expect(text).toBe('partial ');
      expect(events.at(-1)).toEqual({ type: 'error', code: 'timeout', message: TIMEOUT });
      await fake.requests[0]!.closed;
      expect(fake.requests[0]!.closedByClient).toBe(true);
    });
  }

  it('text that keeps coming within the time-out is never cut, however long the whole answer takes', async () => {
    // AI_TIMEOUT_MS is 1500 here: 12 pieces 300 ms apart take 3.3 s in all, each well inside the silence budget.
    const chunks = Array.from({ length: 12 }, (_, i) => `p${i} `);
    fake.use({ kind: 'reply', chunks, delayMs: 300 });
    const { events, text } = await run();
    expect(text).toBe(chunks.join(''));
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('keep-alives before the first token do not reset it either', async () => {
    fake.use({ kind: 'drip', what: 'comment', intervalMs: 200 });
    expect((await run()).events).toEqual([{ type: 'error', code: 'timeout', message: TIMEOUT }]);
  });
});

describe('retry before the first byte', () => {
  it('a 503 then an answer: retried, the visitor sees only the answer', async () => {
    fake.once({ kind: 'status', status: 503 });
    fake.use({ kind: 'reply', chunks: ['fine'] });
    const { events, text } = await run();
    expect(text).toBe('fine');
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(fake.requests).toHaveLength(2);
  });

  it('a 429 and a connection error then an answer: two retries', async () => {
    fake.once({ kind: 'status', status: 429, retryAfter: '0' });
    fake.once({ kind: 'reset' });
    fake.use({ kind: 'reply', chunks: ['third time'] });
    const { text, events } = await run();
    expect(text).toBe('third time');
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(fake.requests).toHaveLength(3);
  });

  it('at most two retries, then the last status is shown', async () => {
    fake.use({ kind: 'status', status: 502 });
    expect((await run()).events).toEqual([{ type: 'error', code: 'upstream_status', message: 'API request failed with status 502' }]);
    expect(fake.requests).toHaveLength(3);
  });

  it('honours Retry-After', async () => {
    fake.once({ kind: 'status', status: 429, retryAfter: '1' });
    fake.use({ kind: 'reply', chunks: ['later'] });
    const { text } = await run();
    expect(text).toBe('later');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.receivedAt - fake.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('a Retry-After longer than the silence budget is not waited for', async () => {
    fake.use({ kind: 'status', status: 429, retryAfter: '120' });
    expect((await run()).events).toEqual([{ type: 'error', code: 'upstream_status', message: 'API request failed with status 429' }]);
    expect(fake.requests).toHaveLength(1);
  });

  it('a 401 or a 400 is not retried', async () => {
    fake.use({ kind: 'status', status: 401 });
    await run();
    fake.use({ kind: 'status', status: 400 });
    await run();
    expect(fake.requests).toHaveLength(2);
  });

  it('never after text was sent', async () => {
    fake.use({ kind: 'drop', chunks: ['one '] });
    const { events, text } = await run();
    expect(text).toBe('one ');
    expect(events.at(-1)).toEqual({ type: 'error', code: 'interrupted', message: INTERRUPTED });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('fallback provider', () => {
  let backup: FakeProvider;
  let withFallback: RunningGateway;
  beforeAll(async () => {
    backup = await startFakeProvider();
    withFallback = await startGateway({
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'primary-key',
      AI_TIMEOUT_MS: '3000',
      AI_FALLBACK_BASE_URL: backup.baseUrl,
      AI_FALLBACK_API_KEY: 'backup-key',
      AI_FALLBACK_MODEL: 'backup-model',
    });
  });
  afterAll(async () => {
    await withFallback.close();
    await backup.close();
  });
  afterEach(() => backup.reset());

  it('takes over when the primary keeps failing before the first byte', async () => {
    fake.use({ kind: 'status', status: 503 });
    backup.use({ kind: 'reply', chunks: ['from the backup'] });
    const { text, events } = await run(withFallback.url);
    expect(text).toBe('from the backup');
    // The done event names the model that answered, so the saved result names the fallback's.
    expect(events.at(-1)).toEqual({ type: 'done', model: 'backup-model' });
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(fake.requests.length).toBeLessThanOrEqual(3);
    expect(backup.requests).toHaveLength(1);
    expect(backup.requests[0]!.body.model).toBe('backup-model');
    expect(backup.requests[0]!.headers.authorization).toBe('Bearer backup-key');
  });

  it('every retry and the fallback send the whole prompt, history included (the stream lets go of it only after the first text)', async () => {
    fake.use({ kind: 'status', status: 503 });
    backup.use({ kind: 'reply', chunks: ['from the backup'] });
    const history = [
      { role: 'user', content: 'first request' },
      { role: 'assistant', content: 'first answer' },
    ];
    const { text } = await readAll(await postGenerate(withFallback.url, { toolId: 'ai-writer', input: 'Make it shorter', history }));
    expect(text).toBe('from the backup');
    const prompts = [...fake.requests, ...backup.requests].map((r) => r.body.messages);
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    for (const messages of prompts) expect(messages).toEqual([expect.objectContaining({ role: 'system' }), ...history, { role: 'user', content: 'Make it shorter' }]);
  });

  it('takes over when the primary cannot be reached', async () => {
    fake.use({ kind: 'reset' });
    backup.use({ kind: 'reply', chunks: ['backup'] });
    expect((await run(withFallback.url)).text).toBe('backup');
  });

  it('is never used once the primary has sent text', async () => {
    fake.use({ kind: 'drop', chunks: ['one '] });
    const { events } = await run(withFallback.url);
    expect(events.at(-1)).toEqual({ type: 'error', code: 'interrupted', message: INTERRUPTED });
    expect(backup.requests).toHaveLength(0);
  });

  it('is not used for a 401 (a configuration error the operator must see)', async () => {
    fake.use({ kind: 'status', status: 401 });
    expect((await run(withFallback.url)).events).toEqual([{ type: 'error', code: 'invalid_api_key', message: 'Invalid API key. Please check your API key and try again.' }]);
    expect(backup.requests).toHaveLength(0);
  });

  it('AI_FALLBACK_BASE_URL needs a primary and an http(s) URL', async () => {
    const { readServerConfig } = await import('../../server/config.ts');
    expect(() => readServerConfig({ AI_FALLBACK_BASE_URL: 'http://x/v1' })).toThrow(/AI_BASE_URL/);
    expect(() => readServerConfig({ AI_BASE_URL: 'http://a/v1', AI_FALLBACK_BASE_URL: 'nope' })).toThrow(/AI_FALLBACK_BASE_URL/);
  });
});
