import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

// Beside this file in the source tree (server/db/migrations); the build copies them beside
// build/gateway/main.js (vite.server.config.ts), so a built gateway needs no source tree.
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary, fixed: the advisory lock every instance takes around its migrations. */
const MIGRATION_LOCK_ID = 7_247_014;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'postgres' or 'pglite', for the start-up log line. */
  kind: 'postgres' | 'pglite';
  /** Answers when the database does (readiness). A lazy PGlite not opened yet answers for its directory and lock. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** False while a lazy PGlite waits for its first query. */
  isOpen: () => boolean;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * PGlite only: take the directory's lock now, but load the database (about
   * 200 MiB of memory and most of the start-up time) on the first query, which
   * waits for the migrations. A gateway whose forms are never used never pays for it.
   */
  lazy?: boolean;
}

/** Opens the database and applies every pending migration before returning. */
export async function openDatabase({ databaseUrl, dataDir, lazy = false }: DatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    // Several instances starting at once: one migrates while the others wait on the lock, then find it done.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
    return { db: db as unknown as Database, kind: 'postgres', ping: async () => void (await pool.query('select 1')), close: () => pool.end(), isOpen: () => true };
  }
  if (lazy) return openPgliteLazily(dataDir);
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // Two processes on one PGlite directory would corrupt it: the second is refused (DataDirInUseError).
  const unlock = lockDataDir(path.resolve(dataDir));
  try {
    const client = new PGlite(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: async () => void (await client.query('select 1')),
      close: () => client.close().finally(unlock),
      isOpen: () => true,
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The PGlite methods drizzle's driver and migrator call (drizzle-orm/pglite/session.js). */
type PgliteQueries = Pick<PGlite, 'query' | 'transaction'>;

function openPgliteLazily(dataDir: string): DatabaseHandle {
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(path.resolve(dataDir));
  let opening: Promise<PGlite> | null = null;
  let client: PGlite | null = null;
  let closed = false;
  const open = (): Promise<PGlite> =>
    (opening ??= (async () => {
      if (closed) throw new Error('the database is closed');
      const instance = new PGlite(dir);
      try {
        await migratePglite(drizzlePglite(instance, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } catch (error) {
        await instance.close().catch(() => undefined);
        opening = null; // the next query tries again
        throw error;
      }
      client = instance;
      return instance;
    })());
  // Every query waits for the open and the migrations: nothing is read or written before them.
  const lazyClient: PgliteQueries = {
    query: (async (...args: Parameters<PGlite['query']>) => (await open()).query(...args)) as PGlite['query'],
    transaction: (async (...args: Parameters<PGlite['transaction']>) => (await open()).transaction(...args)) as PGlite['transaction'],
  };
  const db = drizzlePglite(lazyClient as PGlite, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => {
      if (client) await client.query('select 1');
      else await fs.promises.access(dir, fs.constants.R_OK | fs.constants.W_OK);
    },
    close: async () => {
      closed = true;
      try {
        const instance = await opening?.catch(() => null);
        await instance?.close();
      } finally {
        unlock();
      }
    },
    isOpen: () => client !== null,
  };
}
