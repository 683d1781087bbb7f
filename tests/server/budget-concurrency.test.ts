import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { redisForTests, TEST_REDIS_URL, testRedisClient } from '../helpers/test-redis.ts';
import { printFigures } from '../helpers/print-figures.ts';

// The day's budget and the visitor's output-token quota under concurrency: 1,000 requests fired at
// once across 2 gateway instances sharing one Redis spend at most the limit plus one request's
// reservation (its prompt's tokens and its output cap). The spend is what the provider billed:
// the fake reports usage as OpenAI does (prompt tokens = characters / 4, one token per chunk).
const REDIS_URL = TEST_REDIS_URL;
const runRedis = await redisForTests('budget-concurrency.test.ts');
const run = `t29-budget-${process.pid}-${Date.now()}`;
const REQUESTS = 1000;
/** MAX_OUTPUT_TOKENS, the cap every request reserves; each answer uses all of it, the worst case for the budget. */
const CAP = 100;
const CHUNKS = Array.from({ length: CAP }, () => 'w ');
/** US dollars per million tokens (input / output). */
const PRICE = { input: 10, output: 100 };

let fake: FakeProvider;
const open: RunningGateway[] = [];

beforeAll(async () => {
  fake = await startFakeProvider();
  fake.use({ kind: 'reply', chunks: CHUNKS });
});
afterAll(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
  await fake.close();
  if (!runRedis) return;
  const redis = testRedisClient();
  const keys = await redis.keys(`${run}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** Two instances on one Redis, with the same counters (one key prefix). */
async function twoInstances(name: string, env: NodeJS.ProcessEnv): Promise<RunningGateway[]> {
  const all = { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model', RATE_LIMIT_PER_MINUTE: '100000', MAX_OUTPUT_TOKENS: String(CAP), REDIS_URL, ...env };
  const pair = [await startGateway(all, { rateLimitPrefix: `${run}-${name}` }), await startGateway(all, { rateLimitPrefix: `${run}-${name}` })];
  open.push(...pair);
  return pair;
}

/** Fires REQUESTS generations at once, alternating instances; then what the provider billed for them. */
async function fire(targets: RunningGateway[]) {
  const seen = fake.requests.length;
  const statuses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const res = await postGenerate(targets[i % targets.length]!.url, { toolId: 'ai-email-writer', input: `request ${i}` });
      if (res.ok) await readAll(res);
      else await res.body?.cancel();
      return res.status;
    }),
  );
  const billed = fake.requests.slice(seen).map((r) => ({ input: Math.ceil((r.body.messages ?? []).reduce((n, m) => n + m.content.length, 0) / 4), output: CAP }));
  const tokens = billed.reduce((n, b) => n + b.input + b.output, 0);
  const usd = billed.reduce((n, b) => n + (b.input * PRICE.input + b.output * PRICE.output) / 1e6, 0);
  const output = billed.reduce((n, b) => n + b.output, 0);
  // One request's reservation: the largest prompt's tokens plus the cap.
  const oneRequest = Math.max(...billed.map((b) => b.input)) + CAP;
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { admitted: count(200), refused: count(503) + count(429), other: statuses.length - count(200) - count(503) - count(429), tokens, usd, output, oneRequest };
}

describe.runIf(runRedis)(`${REQUESTS} concurrent generations across 2 instances sharing Redis`, () => {
  it('DAILY_BUDGET_TOKENS=10000: spend at most the budget plus one request', async () => {
    const budget = 10_000;
    const r = await fire(await twoInstances('tokens', { DAILY_BUDGET_TOKENS: String(budget) }));
    printFigures(`[figures] DAILY_BUDGET_TOKENS=${budget}: ${r.admitted} admitted, ${r.refused} refused, spent ${r.tokens} tokens (${((r.tokens / budget) * 100).toFixed(1)} % of the budget; bound ${budget + r.oneRequest})`);
    expect(r.other).toBe(0);
    expect(r.admitted).toBeGreaterThan(0);
    expect(r.tokens).toBeLessThanOrEqual(budget + r.oneRequest);
  }, 60_000);

  it('DAILY_BUDGET_USD=0.1: spend at most the budget plus one request, priced', async () => {
    const budget = 0.1;
    const r = await fire(await twoInstances('usd', { DAILY_BUDGET_USD: String(budget), MODEL_PRICES: `test-model=${PRICE.input}/${PRICE.output}` }));
    const oneRequestUsd = ((r.oneRequest - CAP) * PRICE.input + CAP * PRICE.output) / 1e6;
    printFigures(`[figures] DAILY_BUDGET_USD=${budget}: ${r.admitted} admitted, ${r.refused} refused, spent $${r.usd.toFixed(4)} (${((r.usd / budget) * 100).toFixed(1)} % of the budget; bound $${(budget + oneRequestUsd).toFixed(4)})`);
    expect(r.other).toBe(0);
    expect(r.admitted).toBeGreaterThan(0);
    expect(r.usd).toBeLessThanOrEqual(budget + oneRequestUsd + 1e-9);
  }, 60_000);

  it('DAILY_OUTPUT_TOKENS_PER_VISITOR=2000: one visitor gets at most the quota plus one request cap', async () => {
    const quota = 2_000;
    const r = await fire(await twoInstances('output', { DAILY_OUTPUT_TOKENS_PER_VISITOR: String(quota) }));
    printFigures(`[figures] DAILY_OUTPUT_TOKENS_PER_VISITOR=${quota}: ${r.admitted} admitted, ${r.refused} refused, ${r.output} output tokens (${((r.output / quota) * 100).toFixed(1)} % of the quota; bound ${quota + CAP})`);
    expect(r.other).toBe(0);
    expect(r.admitted).toBeGreaterThan(0);
    expect(r.output).toBeLessThanOrEqual(quota + CAP);
  }, 60_000);
});
