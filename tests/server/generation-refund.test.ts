import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UsageRecord } from '../../server/quota/quota-events.ts';
import { startFakeProvider, type FakeProvider, type Scenario } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { redisForTests, TEST_REDIS_URL, testRedisClient } from '../helpers/test-redis.ts';

// A generation that fails through no fault of the visitor (the provider's error, a time-out, an
// empty or broken answer, a stream the provider cut) gives its generation back; the tokens the
// provider billed for it still count toward the budget and the output-token quota. A visitor's
// own Stop is not refunded.
const REDIS_URL = TEST_REDIS_URL;
const runRedis = await redisForTests('generation-refund.test.ts');
const run = `t31-refund-${process.pid}-${Date.now()}`;
let fake: FakeProvider;
let redis: Redis;
const open: RunningGateway[] = [];
let gatewayCount = 0;

beforeAll(async () => {
  fake = await startFakeProvider();
  if (runRedis) redis = testRedisClient();
});
afterEach(async () => {
  fake.reset();
  await Promise.all(open.splice(0).map((g) => g.close()));
});
afterAll(async () => {
  await fake.close();
  if (!runRedis) return;
  const keys = await redis.keys(`${run}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** A gateway on Redis with its own counters, and a reader of today's counter `name` (gen, out, budget, spent) for the one visitor. */
async function gateway(env: NodeJS.ProcessEnv, usage: UsageRecord[] = []) {
  const prefix = `${run}-${++gatewayCount}`;
  const g = await startGateway(
    { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000', REDIS_URL, ...env },
    { rateLimitPrefix: prefix, quotaEvents: { onUsage: (r) => usage.push(r) } },
  );
  open.push(g);
  const counter = async (name: string) => {
    const keys = await redis.keys(`${prefix}-quota:*:${name}*`);
    return keys.length === 0 ? 0 : Number(await redis.get(keys[0]!));
  };
  return { g, counter };
}

const generate = (g: RunningGateway) => postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team' });

describe.runIf(runRedis)('generations that fail through no fault of the visitor', () => {
  const failures: Array<[string, Scenario, string]> = [
    ['an invalid key (401)', { kind: 'status', status: 401 }, 'invalid_api_key'],
    ['an HTML page instead of a stream', { kind: 'raw', contentType: 'text/html', body: '<h1>Bad gateway</h1>' }, 'provider_error'],
    ['an empty answer', { kind: 'reply', chunks: [] }, 'provider_error'],
    ['an error object after some text', { kind: 'error-mid-stream', chunks: ['Part of', ' an answer'] }, 'provider_error'],
    ['a stream the provider cut', { kind: 'drop', chunks: ['Half of', ' an answer'] }, 'interrupted'],
    ['a time-out after some text', { kind: 'stall', chunks: ['Slow'] }, 'timeout'],
  ];

  it('do not use up the daily generations, while the tokens billed count toward the budget and the output-token quota', async () => {
    const usage: UsageRecord[] = [];
    const { g, counter } = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '2', DAILY_OUTPUT_TOKENS_PER_VISITOR: '100000', DAILY_BUDGET_TOKENS: '1000000' }, usage);
    for (const [, scenario, code] of failures) {
      fake.once(scenario);
      const res = await generate(g);
      expect(res.status).toBe(200);
      const { events } = await readAll(res);
      expect(events.at(-1)).toMatchObject({ type: 'error', code });
    }
    expect(await counter('gen')).toBe(0);
    // Every token billed (reported, or estimated from the text that came) is counted, refunded or not.
    const billedOutput = usage.reduce((n, u) => n + u.usage.outputTokens, 0);
    const billedAll = usage.reduce((n, u) => n + u.usage.inputTokens + u.usage.outputTokens, 0);
    expect(billedOutput).toBeGreaterThan(0);
    expect(await counter('out')).toBe(billedOutput);
    expect(await counter('spent')).toBe(billedAll);
    expect(await counter('budget')).toBe(billedAll);

    // Both of the day's generations are still there.
    for (let i = 0; i < 2; i++) {
      const res = await generate(g);
      expect(res.status).toBe(200);
      expect((await readAll(res)).events.at(-1)).toEqual({ type: 'done' });
    }
    const refused = await generate(g);
    expect(refused.status).toBe(429);
    await refused.body?.cancel();
  }, 30_000);

  it("a version that fails gives back its own generation, not its siblings'", async () => {
    const { g, counter } = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '5' });
    fake.once({ kind: 'reply', chunks: ['One'] });
    fake.once({ kind: 'status', status: 401 });
    fake.once({ kind: 'reply', chunks: ['Three'] });
    const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team', versions: 3 });
    expect(res.status).toBe(200);
    const { events } = await readAll(res);
    expect(events.filter((e) => e.type === 'done')).toHaveLength(2);
    expect(events.filter((e) => e.type === 'error')).toHaveLength(1);
    expect(await counter('gen')).toBe(2);
  }, 20_000);

  it("the visitor's own Stop is not refunded", async () => {
    const { g, counter } = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '2' });
    fake.once({ kind: 'reply', chunks: Array.from({ length: 50 }, () => 'word '), delayMs: 50 });
    const stop = new AbortController();
    const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team' }, { signal: stop.signal });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    stop.abort();
    await fake.requests[0]!.closed;
    // The gateway settles the ticket as the stream ends; give it a moment, then the count must still be 1.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await counter('gen')).toBe(1);
  }, 20_000);
});
