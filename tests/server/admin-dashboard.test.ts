import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import type { DashboardData } from '../../server/admin/dashboard-data.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway } from '../helpers/gateway.ts';
import { providerEnv } from '../helpers/provider-gateway.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';
import { consoleHeaders } from '../helpers/console-session.ts';

// The dashboard's figures against the two other views of the same period: `npm run usage` (the
// daily usage rows) and /metrics (the gateway's counters), after real generations through the
// gateway from the fake provider.

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/usage.ts');
const TOKEN = 'admin-token-for-dashboard-tests';
const METRICS = 'metrics-token-for-dashboard-tests';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

/** Sum of a counter's series whose labels contain every given label. */
function metricSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) sum += Number(line.split(' ').at(-1));
  }
  return sum;
}

describe('the dashboard', () => {
  it('shows the same generations, tokens and spend as npm run usage and /metrics, and the outcomes as /metrics counts them', async () => {
    const dataDir = freshPgliteDataDir();
    const database = await openDatabase({ dataDir });
    const env = providerEnv(fake, { ADMIN_TOKEN: TOKEN, METRICS_TOKEN: METRICS, MODEL_PRICES: 'test-model=1/2', DAILY_BUDGET_USD: '5' });
    const g = await startGateway(env, { database });
    let dashboard: DashboardData;
    let metrics: string;
    try {
      for (const toolId of ['ai-email-writer', 'ai-email-writer', 'ai-summarizer']) {
        expect((await readAll(await postGenerate(g.url, { toolId, input: 'A private request' }))).events.at(-1)?.type).toBe('done');
      }
      fake.once({ kind: 'status', status: 400, body: '{"error":{"message":"bad"}}' });
      const failed = await readAll(await postGenerate(g.url, { toolId: 'ai-summarizer', input: 'Another private request' }));
      expect(failed.events.at(-1)?.type).toBe('error');
      const admin = { headers: await consoleHeaders(g.url, TOKEN) };
      expect((await fetch(`${g.url}/api/admin/dashboard?period=today`)).status).toBe(401);
      // Usage and outcomes are stored just after each stream ends: the dashboard writes what is pending first.
      const res = await fetch(`${g.url}/api/admin/dashboard?period=today`, admin);
      expect(res.status).toBe(200);
      dashboard = (await res.json()) as DashboardData;
      metrics = await (await fetch(`${g.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS}` } })).text();
    } finally {
      await g.close();
      await database.close();
    }
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--since', dashboard.since], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NO_COLOR: '1' } });
    const total = stdout.split('\n').find((l) => l.startsWith('TOTAL'))?.trim().split(/\s+/) ?? [];
    // TOTAL requests estimated input output images cost
    const usage = { generations: Number(total[1]), inputTokens: Number(total[3]), outputTokens: Number(total[4]), costUsd: Number(total[6]) };

    expect(dashboard.totals.generations).toBe(4);
    expect(usage.generations).toBe(dashboard.totals.generations);
    expect(usage.inputTokens).toBe(dashboard.totals.inputTokens);
    expect(usage.outputTokens).toBe(dashboard.totals.outputTokens);
    expect(usage.costUsd).toBeCloseTo(dashboard.totals.costUsd, 4);
    expect(metricSum(metrics, 'aiwt_generations_total')).toBe(dashboard.totals.generations);
    expect(metricSum(metrics, 'aiwt_usage_tokens_total', { direction: 'input' })).toBe(dashboard.totals.inputTokens);
    expect(metricSum(metrics, 'aiwt_usage_tokens_total', { direction: 'output' })).toBe(dashboard.totals.outputTokens);
    expect(metricSum(metrics, 'aiwt_usage_spend_usd_total')).toBeCloseTo(dashboard.totals.costUsd, 9);

    expect(dashboard.byTool.map((t) => [t.tool, t.generations])).toEqual(expect.arrayContaining([['ai-email-writer', 2], ['ai-summarizer', 2]]));
    expect(dashboard.byModel).toEqual([expect.objectContaining({ model: 'test-model', generations: 4 })]);
    expect(dashboard.outcomes.requests).toBe(4);
    expect(dashboard.outcomes.groups.done).toBe(metricSum(metrics, 'aiwt_generations_total', { outcome: 'done' }));
    expect(dashboard.outcomes.groups.done).toBe(3);
    expect(dashboard.outcomes.groups.error).toBe(1);
    expect(dashboard.provider.errors).toBe(metricSum(metrics, 'aiwt_upstream_errors_total'));
    expect(dashboard.timeToFirstToken.samples).toBe(3);
    expect(dashboard.timeToFirstToken.p50Ms).toEqual(expect.any(Number));
    expect(dashboard.timeToFirstToken.p95Ms! >= dashboard.timeToFirstToken.p50Ms!).toBe(true);
    expect(dashboard.budget).toEqual(expect.objectContaining({ unit: 'usd', limit: 5, spentToday: dashboard.totals.costUsd }));
    expect(dashboard.budget.projectedToday >= dashboard.budget.spentToday).toBe(true);
    expect(JSON.stringify(dashboard)).not.toContain('private');
  }, 90_000); // runs the usage script, which opens the embedded database: slow on a busy machine

  it('refuses an unknown period', async () => {
    const database = await openDatabase({ dataDir: freshPgliteDataDir() });
    const g = await startGateway(providerEnv(fake, { ADMIN_TOKEN: TOKEN }), { database });
    try {
      const res = await fetch(`${g.url}/api/admin/dashboard?period=year`, { headers: await consoleHeaders(g.url, TOKEN) });
      expect(res.status).toBe(400);
    } finally {
      await g.close();
      await database.close();
    }
  });
});
