import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRedisBreaker } from '../../server/ops/redis-breaker.ts';
import { createOutageQuotaStore } from '../../server/quota/outage-quota-store.ts';
import { createMemoryQuotaStore, type QuotaStore } from '../../server/quota/quota-store.ts';

// The outage rules on their own: one memory store stands for Redis (its counters are what every
// instance shares), and each instance has its own breaker. While "Redis" is down an instance never
// touches it; when it answers again the instance hands its counts back before its breaker closes.
const silent = { warn: () => undefined, info: () => undefined };
const TTL = 3600;

function instances(count: number, shared: QuotaStore) {
  let up = true;
  const slotsRestored: string[] = [];
  const all = Array.from({ length: count }, () => {
    const breaker = createRedisBreaker({ timeoutMs: 1000, probeEveryMs: 3_600_000, log: silent, probe: async () => (up ? 'PONG' : Promise.reject(new Error('down'))) });
    const guard =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      (...args: A) =>
        up ? call(...args) : Promise.reject(new Error('Redis touched while down'));
    const primary: QuotaStore = {
      consume: guard(shared.consume),
      reserve: guard(shared.reserve),
      add: guard(shared.add),
      get: guard(shared.get),
      acquireSlot: guard(shared.acquireSlot),
      releaseSlot: guard(shared.releaseSlot),
    };
    const store = createOutageQuotaStore({ primary, breaker, instances: count, restoreSlot: async (key, id) => void slotsRestored.push(`${key}/${id}`) });
    return { breaker, store };
  });
  return {
    all,
    slotsRestored,
    down: () => {
      up = false;
      for (const { breaker } of all) breaker.trip('test outage');
    },
    back: async () => {
      up = true;
      for (const { breaker } of all) await breaker.probeNow();
      for (const { breaker } of all) expect(breaker.state).toBe('up');
    },
  };
}

describe('counting through a Redis outage', () => {
  it('n instances that read the counter before the outage admit at most what was left, together; Redis gets every admission back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 60 }), fc.nat(60), fc.array(fc.nat(3), { maxLength: 200 }), async (count, limit, usedSeed, order) => {
        const redis = createMemoryQuotaStore();
        const used = usedSeed % (limit + 1);
        const site = instances(count, redis);
        await redis.add('gen', used, TTL);
        for (const { store } of site.all) await store.get('gen');
        site.down();
        let admitted = 0;
        for (const pick of order) if ((await site.all[pick % count]!.store.consume('gen', 1, limit, TTL)).ok) admitted++;
        expect(admitted).toBeLessThanOrEqual(limit - used);
        await site.back();
        expect(await redis.get('gen')).toBe(used + admitted);
      }),
      { numRuns: 200 },
    );
  });

  it('slots: released during the outage are released in Redis; taken during it are entered in Redis, and a second recovery adds nothing twice', async () => {
    const redis = createMemoryQuotaStore();
    const site = instances(1, redis);
    const { store } = site.all[0]!;
    expect(await store.acquireSlot('slots', 'before', 2, 60_000)).toBe(true);
    await store.add('out', 5, TTL);
    site.down();
    await store.releaseSlot('slots', 'before');
    expect(await store.acquireSlot('slots', 'during', 2, 60_000)).toBe(true);
    await store.add('out', 7, TTL);
    await site.back();
    expect(await redis.acquireSlot('slots', 'probe', 1, 60_000)).toBe(true); // 'before' is gone from Redis
    expect(site.slotsRestored).toEqual(['slots/during']);
    expect(await redis.get('out')).toBe(12);
    site.down();
    await site.back();
    expect(await redis.get('out')).toBe(12);
    expect(site.slotsRestored).toEqual(['slots/during']);
  });

  it('a reservation refunded during the outage is taken off in Redis', async () => {
    const redis = createMemoryQuotaStore();
    const site = instances(1, redis);
    const { store } = site.all[0]!;
    expect((await store.reserve('budget', 100, 1000, TTL)).ok).toBe(true);
    site.down();
    await store.add('budget', -60, TTL);
    await site.back();
    expect(await redis.get('budget')).toBe(40);
  });
});

describe('a generation given back during an outage', () => {
  it('frees its share at once, and Redis gets the net count when it answers again', async () => {
    const redis = createMemoryQuotaStore();
    const site = instances(2, redis);
    const { store } = site.all[0]!;
    await redis.add('gen', 6, TTL);
    await store.get('gen');
    site.down();
    // Each unit counted here stands for 2 (two instances): 6 + 2 = 8 of 9, and one more would pass it.
    expect((await store.consume('gen', 1, 9, TTL)).ok).toBe(true);
    expect((await store.consume('gen', 1, 9, TTL)).ok).toBe(false);
    // The provider failed it: the refund brings this instance's share back, so the next one is admitted.
    expect(await store.add('gen', -1, TTL)).toBe(6);
    expect((await store.consume('gen', 1, 9, TTL)).ok).toBe(true);
    await site.back();
    // One admitted and kept: Redis holds 6 + 1 (the refunded one never reaches it).
    expect(await redis.get('gen')).toBe(7);
  });
});
