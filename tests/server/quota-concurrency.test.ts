import fc from 'fast-check';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryQuotaStore, type QuotaStore } from '../../server/quota/quota-store.ts';
import { createRedisQuotaStore } from '../../server/quota/redis-quota-store.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { redisForTests, TEST_REDIS_URL, testRedisClient } from '../helpers/test-redis.ts';
import { printFigures } from '../helpers/print-figures.ts';

// Counters under concurrency: 1,000 concurrent requests against a limit of 100
// must admit exactly 100, on one instance and on two sharing Redis.
const REDIS_URL = TEST_REDIS_URL;
const runRedis = await redisForTests('quota-concurrency.test.ts');
const run = `t15-cc-${process.pid}-${Date.now()}`;
let keyCounter = 0;
const freshKey = () => `${run}:${++keyCounter}`;
let redisA: Redis;
let redisB: Redis;

beforeAll(() => {
  if (!runRedis) return;
  redisA = testRedisClient();
  redisB = testRedisClient();
});
afterAll(async () => {
  if (!runRedis) return;
  const keys = await redisA.keys(`${run}*`);
  if (keys.length > 0) await redisA.del(...keys);
  await Promise.all([redisA.quit(), redisB.quit()]);
});

/** Runs `amounts` concurrently against `stores` (round robin) and checks the invariants. */
async function hammer(stores: QuotaStore[], key: string, limit: number, amounts: number[]) {
  const results = await Promise.all(amounts.map((amount, i) => stores[i % stores.length]!.consume(key, amount, limit, 60)));
  const admitted = results.reduce((sum, r, i) => sum + (r.ok ? amounts[i]! : 0), 0);
  const final = await stores[0]!.get(key);
  for (const r of results) {
    expect(r.value).toBeGreaterThanOrEqual(0);
    if (limit > 0) expect(r.value).toBeLessThanOrEqual(limit);
  }
  expect(final).toBe(admitted);
  if (limit > 0) expect(final).toBeLessThanOrEqual(limit);
  return { accepted: results.filter((r) => r.ok).length, rejected: results.filter((r) => !r.ok).length, final };
}

describe('quota counters under concurrency (property)', () => {
  it('memory: never negative, never past the limit, exact count of admissions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 400 }), async (limit, amounts) => {
        await hammer([createMemoryQuotaStore()], 'k', limit, amounts);
      }),
      { numRuns: 100 },
    );
  });

  it.runIf(runRedis)('Redis, two clients: never negative, never past the limit', async () => {
    const stores = [createRedisQuotaStore(redisA), createRedisQuotaStore(redisB)];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 300 }), async (limit, amounts) => {
        await hammer(stores, freshKey(), limit, amounts);
      }),
      { numRuns: 25 },
    );
  });

  it.runIf(runRedis)('1,000 concurrent consumes against a limit of 100 admit exactly 100 (memory, one Redis client, two Redis clients)', async () => {
    const ones = Array.from({ length: 1000 }, () => 1);
    const memory = await hammer([createMemoryQuotaStore()], 'k', 100, ones);
    const oneRedis = await hammer([createRedisQuotaStore(redisA)], freshKey(), 100, ones);
    const twoRedis = await hammer([createRedisQuotaStore(redisA), createRedisQuotaStore(redisB)], freshKey(), 100, ones);
    printFigures(`[figures] store level, 1000 vs 100: memory ${JSON.stringify(memory)}; redis ${JSON.stringify(oneRedis)}; two redis clients ${JSON.stringify(twoRedis)}`);
    for (const r of [memory, oneRedis, twoRedis]) expect(r).toEqual({ accepted: 100, rejected: 900, final: 100 });
  });

  it.runIf(runRedis)('stream slots: 50 concurrent acquisitions of 2 slots on two Redis clients give exactly 2, and released slots are reusable', async () => {
    const stores = [createRedisQuotaStore(redisA), createRedisQuotaStore(redisB)];
    const key = freshKey();
    const got = await Promise.all(Array.from({ length: 50 }, (_, i) => stores[i % 2]!.acquireSlot(key, `s${i}`, 2, 60_000)));
    expect(got.filter(Boolean)).toHaveLength(2);
    const holder = got.findIndex(Boolean);
    await stores[0]!.releaseSlot(key, `s${holder}`);
    expect(await stores[1]!.acquireSlot(key, 'again', 2, 60_000)).toBe(true);
    // A slot whose instance died frees itself after its TTL.
    const stale = freshKey();
    expect(await stores[0]!.acquireSlot(stale, 'crashed', 1, 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    expect(await stores[1]!.acquireSlot(stale, 'next', 1, 60_000)).toBe(true);
  });
});

describe('1,000 concurrent generations against DAILY_GENERATIONS_PER_VISITOR=100 through the gateway', () => {
  let fake: FakeProvider;
  const gateways: RunningGateway[] = [];
  beforeAll(async () => {
    fake = await startFakeProvider();
    fake.use({ kind: 'reply', chunks: ['ok'] });
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await fake.close();
  });

  async function fire(targets: RunningGateway[]) {
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, async (_, i) => {
        const res = await postGenerate(targets[i % targets.length]!.url, { toolId: 'ai-email-writer', input: `request ${i}` });
        if (res.ok) await readAll(res);
        else await res.body?.cancel();
        return res.status;
      }),
    );
    return { accepted: statuses.filter((s) => s === 200).length, rejected: statuses.filter((s) => s === 429).length, other: statuses.filter((s) => s !== 200 && s !== 429).length };
  }

  it.runIf(runRedis)('one instance (memory) and two instances sharing Redis each admit exactly 100', async () => {
    const env = { AI_BASE_URL: fake.baseUrl, RATE_LIMIT_PER_MINUTE: '100000', DAILY_GENERATIONS_PER_VISITOR: '100' };
    const single = await startGateway(env);
    gateways.push(single);
    const one = await fire([single]);
    const prefix = `${run}-gw`;
    const a = await startGateway({ ...env, REDIS_URL }, { rateLimitPrefix: prefix });
    const b = await startGateway({ ...env, REDIS_URL }, { rateLimitPrefix: prefix });
    gateways.push(a, b);
    const two = await fire([a, b]);
    printFigures(`[figures] gateway level, 1000 concurrent vs quota 100: one instance ${JSON.stringify(one)}; two instances on one Redis ${JSON.stringify(two)}`);
    expect(one).toEqual({ accepted: 100, rejected: 900, other: 0 });
    expect(two).toEqual({ accepted: 100, rejected: 900, other: 0 });
  }, 60_000);
});

describe('memory store expiry', () => {
  it('forgets a counter once its day (TTL) is over', async () => {
    let t = 0;
    const store = createMemoryQuotaStore(() => t);
    expect(await store.consume('k', 1, 1, 10)).toEqual({ ok: true, value: 1 });
    expect(await store.consume('k', 1, 1, 10)).toEqual({ ok: false, value: 1 });
    t = 10_000;
    expect(await store.get('k')).toBe(0);
    expect(await store.consume('k', 1, 1, 10)).toEqual({ ok: true, value: 1 });
  });
});
