import type { Redis } from 'ioredis';
import type { QuotaStore } from './quota-store.ts';

// Check and increment in one script, so no other instance can slip in between (engine/usage/counter.ts is the same rule).
const CONSUME = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
if limit > 0 and current + amount > limit then return {0, current} end
local value = redis.call('INCRBY', KEYS[1], amount)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return {1, value}`;

// A reservation against a budget: taken while the counter is below the limit (engine/usage/counter.ts, reserveBelow).
const RESERVE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local limit = tonumber(ARGV[2])
if limit > 0 and current >= limit then return {0, current} end
local value = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[3]))
return {1, value}`;

const ADD = `
local value = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[2]))
return value`;

// Slots are members of a sorted set scored by their expiry: stale ones (a crashed instance's) are dropped before counting.
const ACQUIRE = `
local now = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local limit = tonumber(ARGV[2])
if limit > 0 and redis.call('ZCARD', KEYS[1]) >= limit then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[4]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[4]))
return 1`;

/** Counters shared by every gateway instance on one Redis. Amounts are whole numbers (Redis INCRBY). */
export function createRedisQuotaStore(redis: Redis): QuotaStore {
  return {
    consume: async (key, amount, limit, ttlSeconds) => {
      const [ok, value] = (await redis.eval(CONSUME, 1, key, Math.round(amount), Math.round(limit), Math.ceil(ttlSeconds))) as [number, number];
      return { ok: ok === 1, value: Number(value) };
    },
    reserve: async (key, amount, limit, ttlSeconds) => {
      const [ok, value] = (await redis.eval(RESERVE, 1, key, Math.round(amount), Math.round(limit), Math.ceil(ttlSeconds))) as [number, number];
      return { ok: ok === 1, value: Number(value) };
    },
    add: async (key, amount, ttlSeconds) => Number(await redis.eval(ADD, 1, key, Math.round(amount), Math.ceil(ttlSeconds))),
    get: async (key) => Number((await redis.get(key)) ?? 0),
    acquireSlot: async (key, id, limit, ttlMs) => (await redis.eval(ACQUIRE, 1, key, id, limit, Date.now(), Math.ceil(ttlMs))) === 1,
    releaseSlot: async (key, id) => {
      await redis.zrem(key, id);
    },
  };
}

/**
 * Redis, falling back to this instance's memory while Redis is unreachable:
 * quotas then hold per instance rather than not at all.
 */
export function withFallback(primary: QuotaStore, fallback: QuotaStore, onError: (error: Error) => void): QuotaStore {
  const guard =
    <A extends unknown[], R>(call: (store: QuotaStore) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary)(...args);
      } catch (error) {
        onError(error as Error);
        return call(fallback)(...args);
      }
    };
  return {
    consume: guard((s) => s.consume),
    reserve: guard((s) => s.reserve),
    add: guard((s) => s.add),
    get: guard((s) => s.get),
    acquireSlot: guard((s) => s.acquireSlot),
    releaseSlot: guard((s) => s.releaseSlot),
  };
}
