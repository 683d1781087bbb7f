import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyToolSwitchedOff } from '../../server/alerts/alerts.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { printFigures } from '../helpers/print-figures.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';
import { redisForTests, TEST_REDIS_URL, testRedisClient } from '../helpers/test-redis.ts';

// Operator alerts through real gateways: every condition is POSTed once per threshold per day across
// all instances (Redis SET NX with a day key; a unique database row without Redis), as JSON with a
// Slack-compatible `text` and the Idempotency-Key of its claim.

interface Received {
  key: string | undefined;
  body: Record<string, unknown> & { text: string; alert: string; key: string };
}

/** The operator's webhook receiver (a Slack incoming webhook answers 200 "ok"). */
async function startHook() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      received.push({ key: req.headers['idempotency-key'] as string | undefined, body: JSON.parse(body) as Received['body'] });
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}

const runs = await redisForTests('tests/server/alerts.test.ts');
const run = `alerts-test-${process.pid}-${Date.now()}`;
let provider: FakeProvider;
let hook: Awaited<ReturnType<typeof startHook>>;

beforeAll(async () => {
  provider = await startFakeProvider();
  hook = await startHook();
});
afterAll(async () => {
  await provider?.close();
  await hook?.close();
  if (!runs) return;
  const redis = testRedisClient();
  const keys = await redis.keys(`${run}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.runIf(runs)('alerts across instances sharing Redis', () => {
  it('the budget thresholds 50, 80, 95 and 100 % are each POSTed once, whichever instance crossed them', async () => {
    const env = { AI_BASE_URL: provider.baseUrl, AI_MODEL: 'test-model', REDIS_URL: TEST_REDIS_URL, DAILY_BUDGET_TOKENS: '1000', MAX_OUTPUT_TOKENS: '100', ALERT_WEBHOOK_URL: hook.url };
    const pair: RunningGateway[] = [await startGateway(env, { rateLimitPrefix: `${run}-budget` }), await startGateway(env, { rateLimitPrefix: `${run}-budget` })];
    // 200 tokens billed per request: 20, 40, 60, 80 and 100 % of the budget, alternating instances; then refusals.
    provider.use({ kind: 'reply', chunks: ['Fine.'], usage: { prompt_tokens: 100, completion_tokens: 100 } });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postGenerate(pair[i % 2]!.url, { toolId: 'ai-email-writer', input: `request ${i}` });
      statuses.push(res.status);
      if (res.ok) await readAll(res);
      else await res.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 503, 503]);
    await Promise.all(pair.map((g) => g.close())); // waits for the alerts being sent
    const budget = hook.received.filter((r) => r.body.alert === 'budget_threshold');
    expect(budget.map((r) => r.body.threshold).sort((a, b) => Number(a) - Number(b))).toEqual([50, 80, 95, 100]);
    for (const r of budget) expect(r.key).toBe(r.body.key);
    expect(new Set(budget.map((r) => r.key)).size).toBe(4);
    const eighty = budget.find((r) => r.body.threshold === 80)!;
    expect(eighty.body).toMatchObject({ alert: 'budget_threshold', threshold: 80, share: 0.8, budget: { unit: 'tokens', limit: 1000, spent: 800 } });
    expect(eighty.body.text).toBe("Budget: 80 % of today's AI budget used (800 of 1,000 tokens). New generations stop at 100 % until midnight UTC.");
    printFigures(`alert JSON of the 80 % budget threshold:\n${JSON.stringify(eighty.body, null, 2)}`);
  });

  it('a tool switched off, moderation blocks past the threshold, the provider error rate and the fallback: each POSTed once a day', async () => {
    hook.received.length = 0;
    const fallback = await startFakeProvider();
    fallback.use({ kind: 'reply', chunks: ['From the fallback.'] });
    const env = { AI_BASE_URL: provider.baseUrl, AI_TIMEOUT_MS: '3000', REDIS_URL: TEST_REDIS_URL, ALERT_WEBHOOK_URL: hook.url, ALERT_ERROR_RATE: '20', ALERT_MODERATION_BLOCKS: '3' };
    const pair = [await startGateway(env, { rateLimitPrefix: `${run}-others` }), await startGateway(env, { rateLimitPrefix: `${run}-others` })];
    const [a, b] = pair as [RunningGateway, RunningGateway];
    for (const g of [a, b, a]) notifyToolSwitchedOff(g, { tool: 'ai-email-writer', reason: 'Under maintenance' });
    notifyToolSwitchedOff(b, { tool: 'ad-copy' });
    expect((await a.metrics.toolsSwitchedOff.get()).values.find((v) => v.labels.tool === 'ai-email-writer')?.value).toBe(2);
    // 4 blocks, 2 on each instance: only the shared count reaches ALERT_MODERATION_BLOCKS (3).
    for (let i = 0; i < 4; i++) (i % 2 ? a : b).alerts?.contentBlocked({ outcome: 'content_blocked', stage: 'input', tool: 'ai-email-writer', categories: ['violence'] });
    // 10 generations of which 3 fail on the provider: 30 % > 20 %.
    provider.use({ kind: 'reply', chunks: ['ok'] });
    for (let i = 0; i < 10; i++) {
      if (i < 3) provider.once({ kind: 'raw', contentType: 'text/html', body: '<html>oops</html>' });
      await readAll(await postGenerate(a.url, { toolId: 'ai-email-writer', input: `rate ${i}` }));
    }
    await a.alerts?.checkProviders();
    await a.alerts?.checkProviders(); // still above: not sent again
    await Promise.all(pair.map((g) => g.close()));
    const byAlert = (name: string) => hook.received.filter((r) => r.body.alert === name).map((r) => r.body);
    expect(byAlert('tool_disabled').map((b) => b.tool).sort()).toEqual(['ad-copy', 'ai-email-writer']);
    expect(byAlert('tool_disabled').find((b) => b.tool === 'ai-email-writer')).toMatchObject({ reason: 'Under maintenance', text: 'Tool switched off: ai-email-writer (reason shown to visitors: Under maintenance).' });
    expect(byAlert('moderation_blocks')).toHaveLength(1);
    expect(byAlert('moderation_blocks')[0]).toMatchObject({ threshold: 3 });
    expect(byAlert('provider_error_rate')).toHaveLength(1);
    expect(byAlert('provider_error_rate')[0]).toMatchObject({ failed: 3, total: 10, threshold: 0.2 });

    // The fallback provider starts serving: one alert.
    const withFallback = { ...env, AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_FALLBACK_BASE_URL: fallback.baseUrl, AI_FALLBACK_MODEL: 'fallback-model' };
    const c = await startGateway(withFallback, { rateLimitPrefix: `${run}-others` });
    for (let i = 0; i < 2; i++) expect((await readAll(await postGenerate(c.url, { toolId: 'ai-email-writer', input: `fb ${i}` }))).text).toBe('From the fallback.');
    await c.alerts?.checkProviders();
    await c.alerts?.checkProviders();
    await c.close();
    await fallback.close();
    expect(byAlert('fallback_serving')).toEqual([expect.objectContaining({ kinds: ['text'] })]);
  });
});

describe('alerts without Redis: a unique database row per alert and day', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = process.env.TEST_DATABASE_URL ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' }) : await openDatabase({ dataDir: freshPgliteDataDir() });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('two instances on one database send a tool-off alert once', async () => {
    hook.received.length = 0;
    const env = { AI_BASE_URL: provider.baseUrl, ALERT_WEBHOOK_URL: hook.url };
    const prefix = `${run}-db`;
    const pair = [await startGateway(env, { rateLimitPrefix: prefix, database: db }), await startGateway(env, { rateLimitPrefix: prefix, database: db })];
    for (const g of [...pair, ...pair]) notifyToolSwitchedOff(g, { tool: 'ai-writer' });
    await Promise.all(pair.map((g) => g.close()));
    expect(hook.received.map((r) => r.body.alert)).toEqual(['tool_disabled']);
  });
});
