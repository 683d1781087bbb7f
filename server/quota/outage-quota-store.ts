import type { ConsumeResult } from '../../engine/usage/counter.ts';
import type { RedisBreaker } from '../ops/redis-breaker.ts';
import type { QuotaStore } from './quota-store.ts';

export interface OutageStoreOptions {
  /** The shared counters (createRedisQuotaStore on the raw client: the breaker is applied here). */
  primary: QuotaStore;
  /** Enters a slot taken in memory into Redis with its deadline (redis-quota-store.ts restoreSlot). */
  restoreSlot: (key: string, id: string, expiresAt: number) => Promise<void>;
  breaker: RedisBreaker;
  /** REDIS_EXPECTED_INSTANCES: while Redis is down, each unit counted here stands for this many. */
  instances: number;
  now?: () => number;
}

/** Last values read from Redis kept for an outage; the oldest go first past this many keys. */
const MAX_REMEMBERED = 100_000;

interface Counted {
  delta: number;
  expiresAt: number;
}
interface HeldSlot {
  expiresAt: number;
  /** Taken in memory during an outage, not (yet) in Redis. */
  local: boolean;
}

/**
 * Redis while it answers; this instance's memory while it does not, with the
 * outage rules:
 * - a counter starts from the last value this instance read from Redis, and
 *   each unit counted in memory stands for REDIS_EXPECTED_INSTANCES units, so
 *   each instance admits at most its share of what was left;
 * - a visitor may hold at most limit ÷ REDIS_EXPECTED_INSTANCES stream slots
 *   here (at least one), counting the streams already running on this instance;
 * - when Redis answers again (before the breaker closes), what was counted in
 *   memory is added to Redis, slots released during the outage are released in
 *   Redis, and slots taken in memory and still running are entered in Redis with
 *   their deadline (so a crashed instance's slots still free themselves).
 * A command that timed out may still have been carried out by Redis: it is then
 * counted twice, never zero times.
 */
export function createOutageQuotaStore({ primary, restoreSlot, breaker, instances, now = Date.now }: OutageStoreOptions): QuotaStore {
  const memory = outageMemory(instances, now);
  breaker.onRecovery(() => addBack({ primary, restoreSlot, now, ...memory.state }));

  /** Redis through the breaker, or the memory rule when it is down or fails. */
  async function shared<T>(remote: () => Promise<T>, fallback: () => T): Promise<T> {
    if (breaker.state === 'up') {
      try {
        return await breaker.run(remote);
      } catch {
        // The breaker has logged the outage (once); this call is answered from memory.
      }
    }
    return fallback();
  }

  return {
    consume: (key, amount, limit, ttlSeconds) =>
      shared(
        async () => {
          const result = await primary.consume(key, amount, limit, ttlSeconds);
          memory.remember(key, result.value);
          return result;
        },
        () => memory.consume(key, amount, limit, ttlSeconds),
      ),
    reserve: (key, amount, limit, ttlSeconds) =>
      shared(
        async () => {
          const result = await primary.reserve(key, amount, limit, ttlSeconds);
          memory.remember(key, result.value);
          return result;
        },
        () => memory.reserve(key, amount, limit, ttlSeconds),
      ),
    add: (key, amount, ttlSeconds) =>
      shared(
        async () => memory.remember(key, await primary.add(key, amount, ttlSeconds)),
        () => memory.add(key, amount, ttlSeconds),
      ),
    get: (key) =>
      shared(
        async () => memory.remember(key, await primary.get(key)),
        () => memory.get(key),
      ),
    acquireSlot: async (key, id, limit, ttlMs) => {
      const taken = await shared(
        () => primary.acquireSlot(key, id, limit, ttlMs),
        () => null,
      );
      if (taken === null) return memory.acquire(key, id, limit, ttlMs);
      if (taken) memory.hold(key, id, ttlMs);
      return taken;
    },
    // Always released in Redis too, now or when it answers again: a slot whose taking timed out may have
    // reached Redis all the same, and removing an absent slot does no harm.
    releaseSlot: async (key, id) => {
      memory.release(key, id);
      await shared(
        () => primary.releaseSlot(key, id),
        () => memory.queueRelease(key, id),
      );
    },
  };
}

/** What an instance keeps for an outage: the last values read from Redis, what it counted and the slots it holds. */
function outageMemory(instances: number, now: () => number) {
  const remembered = new Map<string, number>();
  const counted = new Map<string, Counted>();
  const held = new Map<string, Map<string, HeldSlot>>();
  const releases = new Map<string, { key: string; id: string }>();
  const live = (key: string) => {
    const entry = counted.get(key);
    if (entry && entry.expiresAt <= now()) counted.delete(key);
    return counted.get(key)?.delta ?? 0;
  };
  const value = (key: string) => (remembered.get(key) ?? 0) + live(key) * instances;
  const count = (key: string, amount: number, ttlSeconds: number) => {
    live(key); // drops an expired entry
    const entry = counted.get(key) ?? { delta: 0, expiresAt: 0 };
    // The same object is updated, so an add-back in progress sees what is counted meanwhile.
    entry.delta += amount;
    entry.expiresAt = now() + ttlSeconds * 1000;
    counted.set(key, entry);
  };
  const slotsOf = (key: string) => {
    const slots = held.get(key) ?? new Map<string, HeldSlot>();
    for (const [id, slot] of slots) if (slot.expiresAt <= now()) slots.delete(id);
    held.set(key, slots);
    return slots;
  };
  return {
    state: { counted, releases, held },
    remember: (key: string, last: number) => {
      remembered.delete(key);
      remembered.set(key, last);
      if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
      return last;
    },
    consume: (key: string, amount: number, limit: number, ttlSeconds: number): ConsumeResult => {
      const current = value(key);
      const next = current + amount * instances;
      if (limit > 0 && next > limit) return { ok: false, value: current };
      count(key, amount, ttlSeconds);
      return { ok: true, value: next };
    },
    // A budget reservation (engine/usage/counter.ts, reserveBelow) under the same share rule.
    reserve: (key: string, amount: number, limit: number, ttlSeconds: number): ConsumeResult => {
      const current = value(key);
      if (limit > 0 && current >= limit) return { ok: false, value: current };
      count(key, amount, ttlSeconds);
      return { ok: true, value: current + amount * instances };
    },
    add: (key: string, amount: number, ttlSeconds: number) => {
      count(key, amount, ttlSeconds);
      return value(key);
    },
    get: value,
    acquire: (key: string, id: string, limit: number, ttlMs: number) => {
      const slots = slotsOf(key);
      if (limit > 0 && slots.size >= Math.max(1, Math.floor(limit / instances))) return false;
      slots.set(id, { expiresAt: now() + ttlMs, local: true });
      return true;
    },
    hold: (key: string, id: string, ttlMs: number) => void slotsOf(key).set(id, { expiresAt: now() + ttlMs, local: false }),
    release: (key: string, id: string) => {
      held.get(key)?.delete(id);
      if (held.get(key)?.size === 0) held.delete(key);
    },
    queueRelease: (key: string, id: string) => void releases.set(`${key}\n${id}`, { key, id }),
  };
}

type AddBack = Pick<OutageStoreOptions, 'primary' | 'restoreSlot'> & ReturnType<typeof outageMemory>['state'] & { now: () => number };

/**
 * Hands what the outage left in memory to Redis. Each item is removed only once
 * Redis took it, and amounts counted meanwhile are kept, so a failure half-way
 * is finished at the next attempt without counting anything twice. It goes on
 * until nothing is left (a few passes at most: what a busy instance counts during
 * the last one is handed over just after the breaker closes).
 */
async function addBack(state: AddBack, passes = 5): Promise<void> {
  const { counted, releases, held } = state;
  const slotsLeft = () => [...held.values()].some((slots) => [...slots.values()].some((slot) => slot.local));
  for (let pass = 1; ; pass++) {
    // Slots first: one that ends while it is being entered is released in Redis by the pass below.
    await restoreSlots(state);
    await addCounts(state);
    for (const [name, { key, id }] of [...releases]) {
      await state.primary.releaseSlot(key, id);
      releases.delete(name);
    }
    if (counted.size === 0 && releases.size === 0 && !slotsLeft()) return;
    if (pass === passes) return void setImmediate(() => void addBack(state, 1).catch(() => undefined));
  }
}

async function restoreSlots({ held, restoreSlot, now }: AddBack) {
  for (const [key, slots] of held) {
    for (const [id, slot] of slots) {
      if (!slot.local) continue;
      slot.local = false; // from now on its release goes to Redis
      if (slot.expiresAt <= now()) continue;
      await restoreSlot(key, id, slot.expiresAt).catch((error: unknown) => {
        slot.local = true;
        throw error;
      });
    }
  }
}

async function addCounts({ counted, primary, now }: AddBack) {
  for (const [key, entry] of [...counted]) {
    const ttlSeconds = Math.ceil((entry.expiresAt - now()) / 1000);
    const sent = entry.delta;
    if (ttlSeconds > 0 && sent !== 0) await primary.add(key, sent, ttlSeconds);
    entry.delta -= sent;
    if (entry.delta === 0 || ttlSeconds <= 0) counted.delete(key);
  }
}
