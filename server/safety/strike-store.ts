import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A visitor's blocks count for this long. */
export const STRIKE_WINDOW_MS = 24 * 3600_000;

/**
 * The blocks (strikes) of each visitor within a sliding window. `record` adds one now and returns how
 * many the visitor has within the window; `blockedForMs` is how long the visitor stays refused: 0 while
 * fewer than `limit` strikes are within the window, else until enough of them age out.
 */
export interface StrikeStore {
  record: (key: string, now: number) => Promise<number>;
  blockedForMs: (key: string, limit: number, now: number) => Promise<number>;
}

// A sorted set per visitor, each strike scored by its time: old ones are dropped before counting.
const RECORD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], tonumber(ARGV[1]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return redis.call('ZCARD', KEYS[1])`;

// The block ends when the strike `limit` places from the newest ages out.
const BLOCKED_FOR = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local count = redis.call('ZCARD', KEYS[1])
local limit = tonumber(ARGV[3])
if count < limit then return 0 end
local at = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return math.max(0, tonumber(at[2]) + tonumber(ARGV[2]) - tonumber(ARGV[1]))`;

export function createMemoryStrikeStore(): StrikeStore {
  const strikes = new Map<string, number[]>();
  const live = (key: string, now: number) => {
    const kept = (strikes.get(key) ?? []).filter((at) => at > now - STRIKE_WINDOW_MS);
    if (kept.length === 0) strikes.delete(key);
    else strikes.set(key, kept);
    return kept;
  };
  return {
    record: async (key, now) => {
      const kept = [...live(key, now), now];
      strikes.set(key, kept);
      return kept.length;
    },
    blockedForMs: async (key, limit, now) => {
      const kept = live(key, now);
      if (kept.length < limit) return 0;
      return Math.max(0, (kept[kept.length - limit] ?? now) + STRIKE_WINDOW_MS - now);
    },
  };
}

/**
 * Strikes in Redis (every instance sees them), through the breaker-guarded connection. While Redis
 * fails the instance counts in memory, as the quota store does during an outage: a strike may then be
 * missed by the other instances, never a request wrongly refused for one it did not make.
 */
export function createRedisStrikeStore(redis: Redis): StrikeStore {
  const memory = createMemoryStrikeStore();
  return {
    record: async (key, now) => {
      try {
        return Number(await redis.eval(RECORD, 1, key, now, STRIKE_WINDOW_MS, `${now}-${randomUUID()}`));
      } catch {
        return memory.record(key, now);
      }
    },
    blockedForMs: async (key, limit, now) => {
      try {
        return Number(await redis.eval(BLOCKED_FOR, 1, key, now, STRIKE_WINDOW_MS, limit));
      } catch {
        return memory.blockedForMs(key, limit, now);
      }
    },
  };
}
