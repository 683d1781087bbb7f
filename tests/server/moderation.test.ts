import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { startFakeModeration, type FakeModeration } from '../fixtures/fake-moderation/fake-moderation.ts';
import { apiErrorOf, postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { printFigures } from '../helpers/print-figures.ts';
import { redisForTests, TEST_REDIS_URL } from '../helpers/test-redis.ts';

// Content safety through the real gateway, a fake AI provider and a fake moderation endpoint (built from
// OpenAI's moderation API reference), with the strikes in the real Redis under this file's own prefix:
// a flagged request never reaches the model, a flagged answer stops mid-stream with nothing unchecked
// shown, strikes lead to a temporary block on every instance, and MODERATION_FAIL decides what a
// moderation endpoint that is down means.

const runs = await redisForTests('tests/server/moderation.test.ts');
const FLAG = 'forbidden-word';
const figures = { inputsBlocked: 0, outputsStopped: 0, strikesToBlock: 0, failClosed: '', failOpen: '' };
let provider: FakeProvider;
let moderation: FakeModeration;
const open: RunningGateway[] = [];
let prefixes = 0;
const prefix = () => `mod-test-${process.pid}-${Date.now()}-${++prefixes}`;

async function gateway(env: Record<string, string> = {}, rateLimitPrefix = prefix()): Promise<RunningGateway> {
  const g = await startGateway(
    { AI_BASE_URL: `${provider.baseUrl}/v1`, REDIS_URL: TEST_REDIS_URL, MODERATION_BASE_URL: moderation.baseUrl, MODERATION_MODEL: 'omni-moderation-latest', MODERATION_TIMEOUT_MS: '500', IMAGE_BASE_URL: `${provider.baseUrl}/v1`, ...env },
    { rateLimitPrefix },
  );
  open.push(g);
  return g;
}
const post = (g: RunningGateway, path: string, body: unknown) => fetch(`${g.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const count = async (g: RunningGateway, name: string, labels: Record<string, string> = {}) => {
  const metric = (await g.metrics.registry.getMetricsAsJSON()).find((m) => m.name === name) as { values: Array<{ value: number; labels: Record<string, string> }> } | undefined;
  return (metric?.values ?? []).filter((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l)).reduce((sum, v) => sum + v.value, 0);
};

describe.runIf(runs)('content safety (MODERATION_*)', () => {
  beforeAll(async () => {
    provider = await startFakeProvider();
    moderation = await startFakeModeration();
    moderation.flag(FLAG);
  });
  beforeEach(() => {
    provider.reset();
    moderation.setMode('up');
  });
  afterAll(async () => {
    await Promise.all(open.map((g) => g.close()));
    await provider?.close();
    await moderation?.close();
    printFigures(
      `moderation figures: inputs blocked ${figures.inputsBlocked} (text tool request, a field, the editor, an image prompt), outputs stopped mid-stream ${figures.outputsStopped}, ` +
        `strikes before the block ${figures.strikesToBlock}, fail closed: ${figures.failClosed}, fail open: ${figures.failOpen}`,
    );
  });

  it('a flagged request, field, editor text or image prompt gets 400 content_blocked and reaches no model', async () => {
    const g = await gateway({ MODERATION_STRIKES: '100' });
    const attempts: Array<[string, unknown]> = [
      ['/api/generate', { toolId: 'ai-email-writer', input: `Please write about the ${FLAG}` }],
      ['/api/generate', { toolId: 'ad-copy', input: '', fields: { product: `A ${FLAG} subscription`, platform: 'LinkedIn' } }],
      ['/api/editor/improve', { mode: 'clarity', text: `Some ${FLAG} text` }],
      ['/api/images', { toolId: 'image-generator', prompt: `A ${FLAG} scene`, size: 'square', n: 1 }],
    ];
    for (const [path, body] of attempts) {
      const res = await post(g, path, body);
      const error = await apiErrorOf(res);
      expect([res.status, error.code], path).toEqual([400, 'content_blocked']);
      expect(error.message).toMatch(/automatic content check stopped this request.*rephrase/i);
      figures.inputsBlocked++;
    }
    expect(provider.requests).toHaveLength(0); // nothing reached the AI or image provider
    expect(moderation.inputs.some((i) => i.includes(`A ${FLAG} subscription`))).toBe(true); // the fields are checked too
    expect(await count(g, 'aiwt_moderation_blocks_total', { stage: 'input' })).toBe(4);
    // A clean request goes through, checked first.
    const clean = await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A kind note to Sam' }));
    expect(clean.text).toBe('Hello from the fake provider.');
    expect(provider.requests).toHaveLength(1);
  });

  it('a flagged answer stops mid-stream: nothing past the last checked part is sent, the provider is cut, an error event says why', async () => {
    const g = await gateway({ MODERATION_OUTPUT_CHARS: '60', MODERATION_STRIKES: '100' });
    const clean = 'This sentence is perfectly fine and long enough to fill a part. ';
    provider.use({ kind: 'reply', chunks: [clean, clean, `Now the ${FLAG} appears here. `, clean, clean, clean], delayMs: 40 });
    const { events, text } = await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'Write a harmless note' }));
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'error', code: 'content_blocked' });
    expect(last?.type === 'error' && last.message).toMatch(/stopped this answer part-way, so the text was removed/);
    expect(events.some((e) => e.type === 'done')).toBe(false);
    expect(text).toBe(clean + clean); // the parts checked before the flagged one, and nothing after
    expect(text).not.toContain(FLAG);
    // Every character the visitor got had been sent to the moderation endpoint before.
    for (const e of events) if (e.type === 'delta') expect(moderation.inputs.some((i) => i.includes(e.text))).toBe(true);
    await provider.requests[0]!.closed;
    expect(provider.requests[0]!.closedByClient).toBe(true); // the provider's stream was stopped, not read to its end
    expect(await count(g, 'aiwt_generations_total', { outcome: 'content_blocked' })).toBe(1);
    expect(await count(g, 'aiwt_moderation_blocks_total', { stage: 'output' })).toBe(1);
    figures.outputsStopped++;
  });

  it('MODERATION_STRIKES blocks within 24 h: that visitor gets 429 temporarily_blocked, on every instance sharing Redis', async () => {
    const shared = prefix();
    const [a, b] = [await gateway({ MODERATION_STRIKES: '3' }, shared), await gateway({ MODERATION_STRIKES: '3' }, shared)];
    for (const g of [a, b, a]) {
      const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: `About the ${FLAG}` });
      expect(res.status).toBe(400);
      await res.body?.cancel();
      figures.strikesToBlock++;
    }
    for (const g of [b, a]) {
      const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A perfectly clean request' });
      const error = await apiErrorOf(res);
      expect([res.status, error.code]).toEqual([429, 'temporarily_blocked']);
      expect(error.message).toMatch(/paused for a while\. Please try again after (\d+ h )?\d+ min/);
      const retryAfter = Number(res.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    }
    expect(provider.requests).toHaveLength(0);
    // Another instance with its own prefix (another visitor's count) is not blocked.
    const other = await gateway({ MODERATION_STRIKES: '3' });
    expect((await postGenerate(other.url, { toolId: 'ai-email-writer', input: 'A perfectly clean request' })).status).toBe(200);
  });

  it('MODERATION_FAIL=closed (the default): with the endpoint down or silent, 503 moderation_unavailable and no generation', async () => {
    const g = await gateway();
    moderation.setMode('down');
    const down = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A clean request' });
    expect([down.status, (await apiErrorOf(down)).code]).toEqual([503, 'moderation_unavailable']);
    moderation.setMode('hang'); // no answer within MODERATION_TIMEOUT_MS (500 ms here)
    const silent = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A clean request' });
    expect([silent.status, (await apiErrorOf(silent)).code]).toEqual([503, 'moderation_unavailable']);
    expect(provider.requests).toHaveLength(0);
    expect(await count(g, 'aiwt_moderation_unavailable_total', { mode: 'closed' })).toBe(2);
    figures.failClosed = `endpoint 503 -> ${down.status} moderation_unavailable, endpoint silent -> ${silent.status} moderation_unavailable, 0 requests reached the model`;
  });

  it('MODERATION_FAIL=open: with the endpoint down, requests and answers go through unchecked, counted', async () => {
    const g = await gateway({ MODERATION_FAIL: 'open', MODERATION_OUTPUT_CHARS: '60' });
    moderation.setMode('down');
    const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A clean request' });
    expect(res.status).toBe(200);
    const { events, text } = await readAll(res);
    expect(text).toBe('Hello from the fake provider.');
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    expect(provider.requests).toHaveLength(1);
    expect(await count(g, 'aiwt_moderation_unavailable_total', { mode: 'open', stage: 'input' })).toBe(1);
    expect(await count(g, 'aiwt_moderation_unavailable_total', { mode: 'open', stage: 'output' })).toBe(1);
    figures.failOpen = `endpoint 503 -> ${res.status}, the answer streamed whole (${text.length} chars), 2 unchecked passes counted`;
  });
});
