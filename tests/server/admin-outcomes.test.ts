import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { generationOutcomes } from '../../server/db/schema.ts';
import { createOutcomeRecorder, pruneOutcomes } from '../../server/admin/outcome-store.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway } from '../helpers/gateway.ts';
import { providerEnv } from '../helpers/provider-gateway.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';
import { consoleHeaders } from '../helpers/console-session.ts';

const TOKEN = 'admin-token-for-outcome-tests';
const silent = { warn: () => undefined };

let fake: FakeProvider;
let database: DatabaseHandle;
beforeAll(async () => {
  fake = await startFakeProvider();
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

const rows = async () => database.db.select().from(generationOutcomes);

describe('the outcome table', () => {
  it('records every generation request (answers, refusals, retries) with labels and counts only', async () => {
    await database.db.delete(generationOutcomes);
    const g = await startGateway(providerEnv(fake, { ADMIN_TOKEN: TOKEN, DAILY_GENERATIONS_PER_VISITOR: '2' }), { database });
    try {
      // A 503 before the first byte is retried (Retry-After 0), then answered.
      fake.once({ kind: 'status', status: 503, retryAfter: '0' });
      expect((await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'secret words one' }))).events.at(-1)?.type).toBe('done');
      expect((await readAll(await postGenerate(g.url, { toolId: 'ai-summarizer', input: 'secret words two' }))).events.at(-1)?.type).toBe('done');
      expect((await postGenerate(g.url, { toolId: 'ai-summarizer', input: 'secret words three' })).status).toBe(429);
      await fetch(`${g.url}/api/admin/tools/ai-writer`, { method: 'POST', headers: await consoleHeaders(g.url, TOKEN), body: JSON.stringify({ disabled: true, reason: 'off', dailyCap: 0 }) });
      expect((await postGenerate(g.url, { toolId: 'ai-writer', input: 'secret words four' })).status).toBe(503);
    } finally {
      await g.close(); // writes what is still batched
    }
    const stored = await rows();
    expect(stored.map((r) => [r.tool, r.outcome, r.errorCode]).sort()).toEqual(
      [
        ['ai-email-writer', 'done', null],
        ['ai-summarizer', 'done', null],
        ['ai-summarizer', 'daily_quota', 'daily_quota'],
        ['ai-writer', 'tool_disabled', 'tool_disabled'],
      ].sort(),
    );
    const retried = stored.find((r) => r.tool === 'ai-email-writer');
    expect(retried).toEqual(expect.objectContaining({ retries: 1, fallback: false, versions: 1, model: 'test-model', ttftMs: expect.any(Number), outputTokens: 3 }));
    expect(stored.find((r) => r.outcome === 'daily_quota')).toEqual(expect.objectContaining({ ttftMs: null, inputTokens: 0, outputTokens: 0 }));
    expect(JSON.stringify(stored)).not.toContain('secret');
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('keeps rows for the retention period: older ones are deleted with the first write of a day', async () => {
    await database.db.delete(generationOutcomes);
    const now = new Date();
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await database.db.insert(generationOutcomes).values([
      { at: days(31), tool: 't', model: 'm', outcome: 'done' },
      { at: days(29), tool: 't', model: 'm', outcome: 'done' },
    ]);
    expect(await pruneOutcomes(database.db, 30, now)).toBe(1);
    expect((await rows()).map((r) => r.at.getTime())).toEqual([days(29).getTime()]);

    await database.db.insert(generationOutcomes).values({ at: days(12), tool: 't', model: 'm', outcome: 'done' });
    const recorder = createOutcomeRecorder(database.db, { retentionDays: 10, log: silent, windowMs: 0, now: () => now });
    recorder.record({ tool: 't', model: 'm', outcome: 'stopped', outputChars: 0 });
    await recorder.flush();
    expect((await rows()).map((r) => r.outcome)).toEqual(['stopped']);
  });
});
