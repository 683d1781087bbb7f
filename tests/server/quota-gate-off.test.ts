import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotaConfig } from '../../server/config.ts';
import type { UsageRecord } from '../../server/quota/quota-events.ts';
import { createQuotaGate } from '../../server/quota/quota-gate.ts';
import { createRedisQuotaStore } from '../../server/quota/redis-quota-store.ts';
import { redisForTests, testRedisClient } from '../helpers/test-redis.ts';

// With every per-visitor rule off, a generation counts nothing per visitor: no counter is written
// (on Redis, no round trip per request), yet its usage is still recorded. A rule that reads the
// visitor's count (the challenge) turns the count back on.
const runRedis = await redisForTests('quota-gate-off.test.ts');
const prefix = `t19-off-${process.pid}-${Date.now()}`;
let redis: Redis;

beforeAll(() => {
  if (runRedis) redis = testRedisClient();
});
afterAll(async () => {
  if (!runRedis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const allOff: QuotaConfig = {
  generationsPerDay: 0,
  outputTokensPerDay: 0,
  imagesPerDay: 0,
  budgetUsd: 0,
  budgetTokens: 0,
  modelPrices: new Map(),
  maxOutputTokens: 4096,
  maxConcurrentStreams: 0,
  challengeAfter: 0,
  challengeTtlSeconds: 3600,
};

/** Admits one generation (and finishes it) through a real Hono request; resolves with the answer's status. */
async function oneGeneration(config: QuotaConfig, keyPrefix: string, usage: UsageRecord[]) {
  const gate = createQuotaGate({
    config,
    store: createRedisQuotaStore(redis),
    keyPrefix,
    trustProxyHops: 0,
    events: { onUsage: (record) => usage.push(record) },
    log: { warn: () => undefined },
    verifyChallenge: async () => ({ ok: true }),
  });
  const app = new Hono();
  app.post('/', async (c) => {
    const admission = await gate.admit(c, { usage: { kind: 'generation', quota: 'generations' }, tool: 'ai-writer', model: 'm' });
    if (!admission.ok) return admission.response;
    await admission.ticket.finish({ calls: [{ model: 'm', usage: { inputTokens: 12, outputTokens: 34, estimated: false } }] });
    return c.text('ok');
  });
  return (await app.request('/', { method: 'POST' })).status;
}

describe.runIf(runRedis)('quota gate with the per-visitor rules off', () => {
  it('writes no counter, and still records the usage', async () => {
    const usage: UsageRecord[] = [];
    const keyPrefix = `${prefix}-off`;
    for (let i = 0; i < 3; i++) expect(await oneGeneration(allOff, keyPrefix, usage)).toBe(200);
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([]);
    expect(usage.map((u) => [u.tool, u.model, u.usage.inputTokens, u.usage.outputTokens])).toEqual([
      ['ai-writer', 'm', 12, 34],
      ['ai-writer', 'm', 12, 34],
      ['ai-writer', 'm', 12, 34],
    ]);
  });

  it('counts the visitor’s generations when the challenge needs them, even with no daily limit', async () => {
    const usage: UsageRecord[] = [];
    const keyPrefix = `${prefix}-challenge`;
    for (let i = 0; i < 2; i++) expect(await oneGeneration({ ...allOff, challengeAfter: 5 }, keyPrefix, usage)).toBe(200);
    const keys = await redis.keys(`${keyPrefix}*:gen:*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0] as string))).toBe(2);
  });

  it('counts them against DAILY_GENERATIONS_PER_VISITOR when it is set', async () => {
    const usage: UsageRecord[] = [];
    const keyPrefix = `${prefix}-limit`;
    const limited = { ...allOff, generationsPerDay: 2 };
    expect([await oneGeneration(limited, keyPrefix, usage), await oneGeneration(limited, keyPrefix, usage), await oneGeneration(limited, keyPrefix, usage)]).toEqual([200, 200, 429]);
  });
});
