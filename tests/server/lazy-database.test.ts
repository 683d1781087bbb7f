import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../server/db/data-dir-lock.ts';
import { openDatabase } from '../../server/db/database.ts';
import { usageDaily } from '../../server/db/schema.ts';
import { recordUsage } from '../../server/usage/usage-store.ts';

describe('PGlite opened lazily (the gateway: no memory for a database no form uses)', () => {
  it('takes the lock at once, loads on the first query with the migrations applied first, and keeps the data', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-pglite-'));
    const database = await openDatabase({ dataDir, lazy: true });
    try {
      expect(database.isOpen()).toBe(false);
      await database.ping(); // readiness answers without loading it
      expect(database.isOpen()).toBe(false);
      // A second process on the same directory is still refused at start-up.
      await expect(openDatabase({ dataDir, lazy: true })).rejects.toBeInstanceOf(DataDirInUseError);
      // The first query is a write: the tables are there because the migrations ran before it.
      await recordUsage(database.db, { day: '2026-01-01', kind: 'generation', tool: 'ai-writer', model: 'm', requests: 1, usage: { inputTokens: 1, outputTokens: 2, estimated: false }, images: 0, costUsd: 0 });
      expect(database.isOpen()).toBe(true);
      expect(await database.db.select().from(usageDaily)).toHaveLength(1);
      await database.ping();
    } finally {
      await database.close();
    }
    const again = await openDatabase({ dataDir, lazy: true });
    try {
      expect(await again.db.select().from(usageDaily)).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 60_000); // two PGlite loads from an empty directory (migrations included): slow on a busy machine

  it('closes without ever loading when nothing asked for it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-pglite-'));
    const database = await openDatabase({ dataDir, lazy: true });
    await database.close();
    expect(database.isOpen()).toBe(false);
    const next = await openDatabase({ dataDir, lazy: true }); // the lock was released
    await next.close();
  });
});
