import { consumeWithin, reserveBelow, type ConsumeResult } from '../../engine/usage/counter.ts';

/**
 * Counters behind the daily quotas, the budget and the concurrency cap. Every
 * method is atomic for its key: 1,000 concurrent consume() calls against a
 * limit of 100 admit exactly 100, on one instance (memory) or on several
 * sharing Redis (a Lua script does the check and the increment in one step).
 */
export interface QuotaStore {
  /** Adds `amount` unless the counter would pass `limit` (0 = no limit). */
  consume(key: string, amount: number, limit: number, ttlSeconds: number): Promise<ConsumeResult>;
  /**
   * Adds `amount` while the counter is below `limit` (0 = no limit), whatever `amount` is: a
   * reservation against a daily budget, which it can pass by at most one reservation.
   */
  reserve(key: string, amount: number, limit: number, ttlSeconds: number): Promise<ConsumeResult>;
  /** Adds `amount` (may be 0, or negative to give back part of a reservation) and returns the new value. */
  add(key: string, amount: number, ttlSeconds: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Takes one of `limit` slots; a slot left behind by a crashed instance frees itself after `ttlMs`. */
  acquireSlot(key: string, id: string, limit: number, ttlMs: number): Promise<boolean>;
  releaseSlot(key: string, id: string): Promise<void>;
}

/** One instance's counters; expired keys are swept as they are touched. */
export function createMemoryQuotaStore(now: () => number = Date.now): QuotaStore {
  const counters = new Map<string, { value: number; expiresAt: number }>();
  const slots = new Map<string, Map<string, number>>();
  const current = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) counters.delete(key);
    return counters.get(key)?.value ?? 0;
  };
  let lastSweep = now();
  const set = (key: string, value: number, ttlSeconds: number) => {
    counters.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    // Yesterday's counters go at most once a minute, so many visitors never make every call walk the map.
    if (now() - lastSweep > 60_000) {
      lastSweep = now();
      for (const [k, v] of counters) if (v.expiresAt <= lastSweep) counters.delete(k);
    }
  };
  return {
    consume: async (key, amount, limit, ttlSeconds) => {
      const result = consumeWithin(current(key), amount, limit);
      if (result.ok) set(key, result.value, ttlSeconds);
      return result;
    },
    reserve: async (key, amount, limit, ttlSeconds) => {
      const result = reserveBelow(current(key), amount, limit);
      if (result.ok) set(key, result.value, ttlSeconds);
      return result;
    },
    add: async (key, amount, ttlSeconds) => {
      const value = current(key) + amount;
      set(key, value, ttlSeconds);
      return value;
    },
    get: async (key) => current(key),
    acquireSlot: async (key, id, limit, ttlMs) => {
      const held = slots.get(key) ?? new Map<string, number>();
      for (const [slot, expiresAt] of held) if (expiresAt <= now()) held.delete(slot);
      if (limit > 0 && held.size >= limit) return false;
      held.set(id, now() + ttlMs);
      slots.set(key, held);
      return true;
    },
    releaseSlot: async (key, id) => {
      const held = slots.get(key);
      held?.delete(id);
      if (held?.size === 0) slots.delete(key);
    },
  };
}
