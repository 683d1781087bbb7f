import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database. */
  open: () => Promise<DatabaseHandle>;
  /** Environment a gateway process needs to reach the same database. */
  env: () => NodeJS.ProcessEnv;
  /** Why this backend's tests are skipped here (shown in their title), or undefined when they run. */
  skipped?: string;
}

/** Why the PostgreSQL tests do not run without TEST_DATABASE_URL, and how to run them. */
export const NO_POSTGRES = 'skipped: TEST_DATABASE_URL is not set (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres)';

let pgliteDir = '';

/** A new DATA_DIR holding a migrated PGlite database: a copy of the run's template (tests/support/pglite-template.ts). */
export function freshPgliteDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-pglite-'));
  fs.cpSync(inject('pgliteTemplateDir'), dir, { recursive: true });
  return dir;
}

/**
 * PGlite always; PostgreSQL when TEST_DATABASE_URL is set (CI sets it and creates the database), else
 * listed as skipped with the reason, so its tests are reported as skipped instead of vanishing.
 */
export function databaseBackends(): Backend[] {
  const backends: Backend[] = [
    {
      name: 'pglite',
      open: () => {
        pgliteDir = freshPgliteDataDir();
        return openDatabase({ dataDir: pgliteDir });
      },
      env: () => ({ DATA_DIR: pgliteDir }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const unavailable = () => Promise.reject(new Error(NO_POSTGRES));
    backends.push({ name: 'postgres', open: unavailable, env: () => ({}), skipped: NO_POSTGRES });
  } else {
    backends.push({
      name: 'postgres',
      open: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        // A clean slate: the migrations run again from scratch, as on a new deployment.
        await client.query('DROP TABLE IF EXISTS public.form_submissions; DROP TABLE IF EXISTS public.usage_daily; DROP TABLE IF EXISTS public.admin_sessions; DROP TABLE IF EXISTS public.admin_audit; DROP TABLE IF EXISTS public.generation_outcomes; DROP TABLE IF EXISTS public.tool_switches; DROP SCHEMA IF EXISTS drizzle CASCADE;');
        await client.end();
        return openDatabase({ databaseUrl: url, dataDir: '' });
      },
      env: () => ({ DATABASE_URL: url }),
    });
  }
  return backends;
}
