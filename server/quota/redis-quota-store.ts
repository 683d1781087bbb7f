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

// A slot taken in memory during an outage, entered with its own deadline; the key lives as long as its last slot.
const RESTORE = `
redis.call('ZADD', KEYS[1], tonumber(ARGV[2]), ARGV[1])
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIREAT', KEYS[1], tonumber(last[2]))
return 1`;

/** Enters a stream slot with its deadline (epoch ms), as acquireSlot would have, without the limit. */
export async function restoreSlot(redis: Redis, key: string, id: string, expiresAt: number): Promise<void> {
  await redis.eval(RESTORE, 1, key, id, Math.ceil(expiresAt));
}

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
