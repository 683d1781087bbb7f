import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { generationOutcomes } from '../../server/db/schema.ts';
import { startFakeModeration, type FakeModeration } from '../fixtures/fake-moderation/fake-moderation.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { consoleHeaders } from '../helpers/console-session.ts';
import { postGenerate, startGateway } from '../helpers/gateway.ts';
import { providerEnv } from '../helpers/provider-gateway.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

// The console, alerts and content safety meet in createApp: a tool switched off in the console is an
// operator alert, and a request refused by moderation is a row of the console's outcome table.

const TOKEN = 'admin-token-for-wiring-tests';

async function startHook() {
  const alerts: Array<Record<string, unknown>> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += String(c)));
    req.on('end', () => {
      alerts.push(JSON.parse(body) as Record<string, unknown>);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, alerts, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let provider: FakeProvider;
let moderation: FakeModeration;
let hook: Awaited<ReturnType<typeof startHook>>;
let database: DatabaseHandle;
beforeAll(async () => {
  provider = await startFakeProvider();
  moderation = await startFakeModeration();
  hook = await startHook();
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
});
afterAll(async () => {
  await Promise.all([provider.close(), moderation.close(), hook.close(), database.close()]);
});

describe('the console wired to alerts and moderation', () => {
  it('switching a tool off in the console POSTs one tool_disabled alert; switching it back on sends none', async () => {
    const g = await startGateway(providerEnv(provider, { ADMIN_TOKEN: TOKEN, ALERT_WEBHOOK_URL: hook.url }), { database, rateLimitPrefix: `wiring-${process.pid}-${Date.now()}` });
    try {
      const headers = await consoleHeaders(g.url, TOKEN);
      const off = await fetch(`${g.url}/api/admin/tools/ai-writer`, { method: 'POST', headers, body: JSON.stringify({ disabled: true, reason: 'Under maintenance', dailyCap: 0 }) });
      expect(off.status).toBe(200);
      const on = await fetch(`${g.url}/api/admin/tools/ai-writer`, { method: 'POST', headers, body: JSON.stringify({ disabled: false, reason: '', dailyCap: 0 }) });
      expect(on.status).toBe(200);
      await expect.poll(() => hook.alerts.length, { timeout: 5000 }).toBe(1);
      expect(hook.alerts[0]).toMatchObject({ alert: 'tool_disabled', tool: 'ai-writer', reason: 'Under maintenance' });
    } finally {
      await g.close();
    }
  });

  it('an input refused by moderation is recorded in the outcome table as content_blocked, with no text', async () => {
    moderation.flag('forbiddenword', 'violence');
    await database.db.delete(generationOutcomes);
    const g = await startGateway(providerEnv(provider, { ADMIN_TOKEN: TOKEN, MODERATION_BASE_URL: moderation.baseUrl, MODERATION_TIMEOUT_MS: '2000' }), { database, rateLimitPrefix: `wiring-mod-${process.pid}-${Date.now()}` });
    try {
      const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'a forbiddenword request' });
      expect(res.status).toBe(400);
    } finally {
      await g.close(); // writes what is still batched
    }
    const rows = await database.db.select().from(generationOutcomes);
    expect(rows.map((r) => [r.tool, r.outcome, r.errorCode])).toEqual([['ai-email-writer', 'content_blocked', 'content_blocked']]);
    expect(JSON.stringify(rows)).not.toContain('forbiddenword');
  });
});
