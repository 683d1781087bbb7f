import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleProxy } from 'drizzle-orm/pg-proxy';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteInWorker } from './pglite-in-worker.ts';
import * as schema from './schema.ts';

// Beside this file in the source tree (server/db/migrations); the build copies them beside
// build/gateway/main.js (vite.server.config.ts), so a built gateway needs no source tree.
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The embedded database's worker: beside this file, or copied beside the built gateway like the migrations. */
export const PGLITE_WORKER_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'pglite-worker.mjs');

/** Arbitrary, fixed: the advisory lock every instance takes around its migrations. */
const MIGRATION_LOCK_ID = 7_247_014;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'postgres' or 'pglite', for the start-up log line. */
  kind: 'postgres' | 'pglite';
  /**
   * Answers when the database does (readiness): 'ok', or 'idle' for an
   * embedded database nothing has opened yet (a readiness probe does not open it).
   */
  ping: () => Promise<'ok' | 'idle'>;
  /** Opens the database now if it is not open (the embedded one is otherwise opened by its first query). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite database under dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** The embedded database opened in its worker (migrations applied), and how long that took. */
  onEmbeddedOpen?: (durationMs: number) => void;
  onEmbeddedOpenFailed?: (error: Error) => void;
}

/**
 * PostgreSQL: connects and applies every pending migration before returning.
 * Embedded (no databaseUrl): takes the data directory's lock at once, but opens
 * PGlite in a worker thread only on the first query, migrations first
 * (server/db/pglite-in-worker.ts).
 */
export async function openDatabase({ databaseUrl, dataDir, onEmbeddedOpen, onEmbeddedOpenFailed }: DatabaseOptions): Promise<DatabaseHandle> {
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
    const ping = async () => (await pool.query('select 1'), 'ok' as const);
    return { db: db as unknown as Database, kind: 'postgres', ping, ready: async () => undefined, close: () => pool.end() };
  }
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  // Two processes on one PGlite directory would corrupt it: the second is refused (DataDirInUseError).
  const unlock = lockDataDir(path.resolve(dataDir));
  const embedded = pgliteInWorker({ dir, migrationsDir: MIGRATIONS_DIR, workerFile: PGLITE_WORKER_FILE, onOpen: onEmbeddedOpen, onOpenFailed: onEmbeddedOpenFailed });
  const db = drizzleProxy(async (sql, params, method) => ({ rows: await embedded.query(sql, params, method === 'all' ? 'all' : 'execute') }), { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: embedded.ping,
    ready: async () => void (await embedded.query('select 1', [], 'execute')),
    close: () => embedded.close().finally(unlock),
  };
}
