import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';

/**
 * Where the instances agree that an alert went out: `claim` is true for exactly one caller of a key
 * (every key names its day, so each alert fires once per threshold per day), `count` adds one to a
 * shared daily counter. Keys are kept for two days.
 */
export interface AlertLedger {
  claim: (key: string) => Promise<boolean>;
  count: (key: string) => Promise<number>;
}

const KEEP_SECONDS = 2 * 86_400;

// The increment and its expiry in one step (a MULTI would not go through the breaker-guarded connection).
const COUNT = `
local value = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]))
return value`;

export function createMemoryAlertLedger(): AlertLedger {
  const claimed = new Set<string>();
  const counters = new Map<string, number>();
  return {
    claim: async (key) => !claimed.has(key) && Boolean(claimed.add(key)),
    count: async (key) => {
      const value = (counters.get(key) ?? 0) + 1;
      counters.set(key, value);
      return value;
    },
  };
}

/** SET NX with an expiry: the first instance to set the key sends the alert. While Redis fails, this instance decides alone. */
export function createRedisAlertLedger(redis: Redis, fallback: AlertLedger): AlertLedger {
  return {
    claim: async (key) => {
      try {
        return (await redis.set(key, '1', 'EX', KEEP_SECONDS, 'NX')) === 'OK';
      } catch {
        return fallback.claim(key);
      }
    },
    count: async (key) => {
      try {
        return Number(await redis.eval(COUNT, 1, key, KEEP_SECONDS));
      } catch {
        return fallback.count(key);
      }
    },
  };
}

type Rows = Array<Record<string, unknown>>;
// node-postgres answers a raw statement with a QueryResult, the embedded database's proxy driver with the rows.
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? result : (result as { rows: Rows }).rows);

/**
 * Without Redis: a unique row per key in PostgreSQL (or the embedded PGlite), so instances sharing the
 * database still send each alert once. The table is made on first use and holds only alert names and
 * counts; rows older than two days are dropped as new ones come.
 */
export function createDatabaseAlertLedger(db: Database): AlertLedger {
  let ready: Promise<unknown> | null = null;
  const table = () =>
    (ready ??= db.execute(sql`create table if not exists alert_ledger (key text primary key, value integer not null default 1, created_at timestamptz not null default now())`).catch((error: unknown) => {
      ready = null;
      throw error;
    }));
  return {
    claim: async (key) => {
      await table();
      await db.execute(sql`delete from alert_ledger where created_at < now() - interval '2 days'`);
      return rowsOf(await db.execute(sql`insert into alert_ledger (key) values (${key}) on conflict (key) do nothing returning key`)).length === 1;
    },
    count: async (key) => {
      await table();
      const rows = rowsOf(await db.execute(sql`insert into alert_ledger (key) values (${key}) on conflict (key) do update set value = alert_ledger.value + 1 returning value`));
      return Number(rows[0]?.value ?? 0);
    },
  };
}
