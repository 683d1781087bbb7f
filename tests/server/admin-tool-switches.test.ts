import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import type { ToolSwitchedEvent } from '../../server/admin/tool-switches.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { apiErrorOf, postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { providerEnv } from '../helpers/provider-gateway.ts';
import { freshPgliteDataDir, NO_POSTGRES } from '../helpers/test-database.ts';
import { consoleHeaders } from '../helpers/console-session.ts';

const audit = vi.hoisted(() => ({ rows: [] as Array<{ actor: string; action: string; target: string; before: unknown; after: unknown }> }));
vi.mock('../../server/admin/audit.ts', () => ({
  recordAudit: async (_db: unknown, entry: (typeof audit.rows)[number]) => void audit.rows.push(entry),
}));

const TOKEN = 'admin-token-for-switch-tests';

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake.close());

const setSwitch = async (g: RunningGateway, toolId: string, body: { disabled: boolean; reason: string; dailyCap: number }) => fetch(`${g.url}/api/admin/tools/${toolId}`, { method: 'POST', headers: await consoleHeaders(g.url, TOKEN), body: JSON.stringify(body) });
const config = async (g: RunningGateway) => (await (await fetch(`${g.url}/api/config`)).json()) as { disabledTools: Record<string, string> };

describe('tool switches (one instance, embedded database)', () => {
  let database: DatabaseHandle;
  const events: ToolSwitchedEvent[] = [];
  let g: RunningGateway;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: freshPgliteDataDir() });
    g = await startGateway(providerEnv(fake, { ADMIN_TOKEN: TOKEN }), { database, onToolSwitched: (e) => events.push(e) });
  });
  afterAll(async () => {
    await g.close();
    await database.close();
  });

  it('a tool switched off answers 503 tool_disabled with the reason; other tools and the page config carry on; switched on it answers again', async () => {
    expect((await fetch(`${g.url}/api/admin/tools/ai-email-writer`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: g.url, 'Sec-Fetch-Site': 'same-origin' }, body: '{}' })).status).toBe(401);
    const res = await setSwitch(g, 'ai-email-writer', { disabled: true, reason: 'Paused while we look into abuse.', dailyCap: 0 });
    expect(res.status).toBe(200);
    const refused = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'hello' });
    expect(refused.status).toBe(503);
    const error = await apiErrorOf(refused);
    expect(error.code).toBe('tool_disabled');
    expect(error.message).toContain('Paused while we look into abuse.');
    expect(fake.requests).toHaveLength(0);
    expect((await readAll(await postGenerate(g.url, { toolId: 'ai-summarizer', input: 'hello' }))).events.at(-1)?.type).toBe('done');
    expect((await config(g)).disabledTools).toEqual({ 'ai-email-writer': 'Paused while we look into abuse.' });

    expect((await setSwitch(g, 'ai-email-writer', { disabled: false, reason: '', dailyCap: 0 })).status).toBe(200);
    expect((await readAll(await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'hello' }))).events.at(-1)?.type).toBe('done');
    expect((await config(g)).disabledTools).toEqual({});
  });

  it('every change writes an audit row (before and after) and tells the alerting hook', async () => {
    const before = audit.rows.length;
    await setSwitch(g, 'ai-summarizer', { disabled: true, reason: 'Maintenance', dailyCap: 0 });
    expect(audit.rows.slice(before)).toEqual([
      { actor: expect.any(String), action: 'tool.switch', target: 'ai-summarizer', before: expect.objectContaining({ disabled: false }), after: expect.objectContaining({ disabled: true, reason: 'Maintenance' }) },
    ]);
    expect(events.at(-1)).toEqual(expect.objectContaining({ toolId: 'ai-summarizer', after: expect.objectContaining({ disabled: true }) }));
    await setSwitch(g, 'ai-summarizer', { disabled: false, reason: '', dailyCap: 0 });
  });

  it('a daily cap counts every visitor together; over it 429 tool_daily_cap, and the refused request costs the visitor nothing', async () => {
    await setSwitch(g, 'paragraph-generator', { disabled: false, reason: '', dailyCap: 2 });
    for (let i = 0; i < 2; i++) expect((await readAll(await postGenerate(g.url, { toolId: 'paragraph-generator', input: 'hello' }, { headers: { 'X-Forwarded-For': `10.0.0.${i}` } }))).events.at(-1)?.type).toBe('done');
    const calls = fake.requests.length;
    const over = await postGenerate(g.url, { toolId: 'paragraph-generator', input: 'hello' });
    expect(over.status).toBe(429);
    expect((await apiErrorOf(over)).code).toBe('tool_daily_cap');
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fake.requests.length).toBe(calls);
    const list = (await (await fetch(`${g.url}/api/admin/tools`, { headers: await consoleHeaders(g.url, TOKEN) })).json()) as { tools: Array<{ id: string; dailyCap: number; usedToday: number | null }> };
    expect(list.tools.find((t) => t.id === 'paragraph-generator')).toEqual(expect.objectContaining({ dailyCap: 2, usedToday: 2 }));
  });

  it('refuses an unknown tool and a malformed switch', async () => {
    expect((await setSwitch(g, 'no-such-tool', { disabled: true, reason: '', dailyCap: 0 })).status).toBe(404);
    const bad = await fetch(`${g.url}/api/admin/tools/ai-summarizer`, { method: 'POST', headers: await consoleHeaders(g.url, TOKEN), body: JSON.stringify({ disabled: 'yes', reason: '', dailyCap: -1 }) });
    expect(bad.status).toBe(400);
  });
});

// Two gateways with their own connection pools on one PostgreSQL database: what one switches,
// the other enforces within the poll interval (the console promises 5 s).
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)(`tool switches across two instances (PostgreSQL${url ? '' : `, ${NO_POSTGRES}`})`, () => {
  const own = url ? new URL(url) : null;
  if (own) own.pathname = `${own.pathname}_admin_ops`;
  let databases: DatabaseHandle[] = [];
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${own!.pathname.slice(1)}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${own!.pathname.slice(1)}"`);
    await client.end();
    databases = [await openDatabase({ databaseUrl: own!.href, dataDir: '' }), await openDatabase({ databaseUrl: own!.href, dataDir: '' })];
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });

  it('a tool switched off on one instance is refused by the other within 5 s, and its config says so', async () => {
    const a = await startGateway(providerEnv(fake, { ADMIN_TOKEN: TOKEN }), { database: databases[0] });
    const b = await startGateway(providerEnv(fake, { ADMIN_TOKEN: TOKEN }), { database: databases[1] });
    try {
      expect((await readAll(await postGenerate(b.url, { toolId: 'ai-email-writer', input: 'hello' }))).events.at(-1)?.type).toBe('done');
      expect((await setSwitch(a, 'ai-email-writer', { disabled: true, reason: 'Switched off on A', dailyCap: 0 })).status).toBe(200);
      await expect.poll(async () => (await postGenerate(b.url, { toolId: 'ai-email-writer', input: 'hello' })).status, { timeout: 5_000, interval: 250 }).toBe(503);
      const refused = await apiErrorOf(await postGenerate(b.url, { toolId: 'ai-email-writer', input: 'hello' }));
      expect(refused).toEqual(expect.objectContaining({ code: 'tool_disabled', message: expect.stringContaining('Switched off on A') }));
      expect((await config(b)).disabledTools).toEqual({ 'ai-email-writer': 'Switched off on A' });
      await setSwitch(a, 'ai-email-writer', { disabled: false, reason: '', dailyCap: 0 });
      await expect.poll(async () => (await config(b)).disabledTools, { timeout: 5_000, interval: 250 }).toEqual({});
    } finally {
      await a.close();
      await b.close();
    }
  });
});
