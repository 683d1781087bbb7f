import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUsageTable } from '../../engine/usage/usage-table.ts';
import { drizzle as drizzleProxy } from 'drizzle-orm/pg-proxy';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/database.ts';
import * as schema from '../../server/db/schema.ts';
import { usageDaily } from '../../server/db/schema.ts';
import { recordUsage, summarizeUsage, usageRecorder } from '../../server/usage/usage-store.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway } from '../helpers/gateway.ts';
import { databaseBackends } from '../helpers/test-database.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/usage.ts');
const today = new Date().toISOString().slice(0, 10);
const record = (tool: string, model: string, output: number, estimated = false) => ({
  day: today,
  kind: 'generation' as const,
  tool,
  model,
  requests: 1,
  usage: { inputTokens: 10, outputTokens: output, estimated },
  images: 0,
  costUsd: output / 1000,
});

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

for (const backend of databaseBackends()) {
  describe.skipIf(backend.skipped)(`usage aggregates (${backend.name}${backend.skipped ? `, ${backend.skipped}` : ''})`, () => {
    it('adds requests into one row per day, kind, tool and model, and sums them by tool and model', async () => {
      const database = await backend.open();
      try {
        await recordUsage(database.db, record('ai-writer', 'm1', 100));
        await recordUsage(database.db, record('ai-writer', 'm1', 50, true));
        await recordUsage(database.db, record('ai-summarizer', 'm2', 7));
        const rows = await database.db.select().from(usageDaily);
        expect(rows).toHaveLength(2);
        const summary = await summarizeUsage(database.db, new Date(Date.now() - 86_400_000));
        expect(summary).toEqual([
          { tool: 'ai-writer', model: 'm1', requests: 2, estimatedRequests: 1, inputTokens: 20, outputTokens: 150, images: 0, costUsd: expect.closeTo(0.15, 9) },
          { tool: 'ai-summarizer', model: 'm2', requests: 1, estimatedRequests: 0, inputTokens: 10, outputTokens: 7, images: 0, costUsd: expect.closeTo(0.007, 9) },
        ]);
        expect(await summarizeUsage(database.db, new Date(Date.now() + 2 * 86_400_000))).toEqual([]);
      } finally {
        await database.close();
      }
    });

    it('records arriving while a write runs are summed into the next one, and each call resolves once its record is stored', async () => {
      const database = await backend.open();
      try {
        const record$ = usageRecorder(database.db);
        const first = record$(record('ai-writer', 'm1', 100));
        const later = [record$(record('ai-writer', 'm1', 50, true)), record$(record('ai-writer', 'm1', 5)), record$(record('ai-summarizer', 'm2', 7))];
        await first;
        await Promise.all(later);
        const summary = await summarizeUsage(database.db, new Date(Date.now() - 86_400_000));
        expect(summary).toEqual([
          { tool: 'ai-writer', model: 'm1', requests: 3, estimatedRequests: 1, inputTokens: 30, outputTokens: 155, images: 0, costUsd: expect.closeTo(0.155, 9) },
          { tool: 'ai-summarizer', model: 'm2', requests: 1, estimatedRequests: 0, inputTokens: 10, outputTokens: 7, images: 0, costUsd: expect.closeTo(0.007, 9) },
        ]);
        await record$(record('ai-summarizer', 'm2', 3));
        expect((await summarizeUsage(database.db, new Date(Date.now() - 86_400_000))).find((r) => r.tool === 'ai-summarizer')?.outputTokens).toBe(10);
      } finally {
        await database.close();
      }
    });

    it('the gateway records each generation (counts and tokens, never the text)', async () => {
      const database = await backend.open();
      const g = await startGateway({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model' }, { database });
      try {
        await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A secret request text' }));
        // Stored just after the stream ends (the response does not wait for it).
        await expect.poll(async () => (await database.db.select().from(usageDaily)).length).toBe(1);
        const rows = await database.db.select().from(usageDaily);
        expect(rows).toEqual([
          { day: today, kind: 'generation', tool: 'ai-email-writer', model: 'test-model', requests: 1, estimatedRequests: 0, inputTokens: expect.any(Number), outputTokens: 3, images: 0, costUsd: 0 },
        ]);
        expect(JSON.stringify(rows)).not.toContain('secret');
      } finally {
        await g.close();
        await database.close();
      }
    });
  });
}

describe('usage storage off the response path', () => {
  it('records that arrive within the batch window are written as one upsert per aggregate row', async () => {
    const statements: string[] = [];
    const db = drizzleProxy(async (sql) => (statements.push(sql), { rows: [] }), { schema }) as unknown as Database;
    const record$ = usageRecorder(db, 50);
    const first = record$(record('ai-writer', 'm1', 1));
    await new Promise((r) => setTimeout(r, 10));
    const rest = Array.from({ length: 9 }, () => record$(record('ai-writer', 'm1', 1)));
    await Promise.all([first, ...rest]);
    expect(statements.filter((s) => s.startsWith('insert into "usage_daily"'))).toHaveLength(1);
  });

  it('a stream ends without waiting for its usage to be stored; closing the gateway waits for it', async () => {
    // A database whose writes hang until released: a slow disk, or the embedded database still opening.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const statements: string[] = [];
    const db = drizzleProxy(async (sql) => (statements.push(sql), await released, { rows: [] }), { schema });
    const database: DatabaseHandle = { db: db as unknown as Database, kind: 'pglite', ping: async () => 'ok', ready: async () => undefined, close: async () => undefined };
    const g = await startGateway({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'test-model' }, { database });
    const { events } = await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'hello' }));
    expect(events.at(-1)?.type).toBe('done');
    await expect.poll(() => statements.some((s) => s.startsWith('insert into "usage_daily"'))).toBe(true);

    let closed = false;
    const closing = g.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
  });
});

describe('npm run usage', () => {
  it('prints usage by tool and model from the store, with a total', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usage-cli-'));
    const database = await openDatabase({ dataDir });
    await recordUsage(database.db, record('ai-writer', 'm1', 100));
    await recordUsage(database.db, record('ai-summarizer', 'm2', 7));
    await database.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--since', '24h'], { env });
    expect(stdout).toContain(`AI usage since`);
    expect(stdout).toMatch(/ai-writer\s+m1\s+1\s+0\s+10\s+100\s+0\s+0\.1000/);
    expect(stdout).toMatch(/TOTAL\s+2\s+0\s+20\s+107\s+0\s+0\.1070/);
    await expect(run(process.execPath, ['--import', 'tsx', script, '--since', 'yesterday'], { env })).rejects.toMatchObject({ code: 2 });
  }, 60_000);

  it('says so when nothing was recorded', () => {
    expect(formatUsageTable([])).toBe('No usage recorded in this period.\n');
  });
});
