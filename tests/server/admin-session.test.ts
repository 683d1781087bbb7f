import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registry } from '../../engine/registry/registry.ts';
import { sessionIdHash } from '../../server/admin/session-store.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { adminAudit, adminSessions } from '../../server/db/schema.ts';
import { insertSubmission } from '../../server/db/submissions.ts';
import { ADMIN_TEST_TOKEN as TOKEN, adminCall, signIn } from '../helpers/admin-session.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { testConfig } from '../helpers/test-config.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';
import { redisForTests, TEST_REDIS_URL } from '../helpers/test-redis.ts';

let database: DatabaseHandle;
let staticRoot: string;
beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
  // A stand-in for the built app shell: the console's pages are this file, served with 200.
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-shell-'));
  fs.writeFileSync(path.join(staticRoot, '__spa-fallback.html'), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/></head><body>shell</body></html>');
});
afterAll(async () => {
  await database.close();
});

let n = 0;
const build = (env: NodeJS.ProcessEnv = {}, db: DatabaseHandle = database, log?: ReturnType<typeof captureLogs>['log']) =>
  createApp({ staticRoot, config: testConfig({ ADMIN_TOKEN: TOKEN, ...env }), catalogue: registry, database: db, rateLimitPrefix: `adm-core-${process.pid}-${++n}`, ...(log ? { log } : {}) });
const app = (env: NodeJS.ProcessEnv = {}) => build(env).app;

describe('the console exists only with ADMIN_TOKEN', () => {
  it('answers 404 for /admin, /admin/inbox and the sign-in without it', async () => {
    const bare = createApp({ staticRoot, config: testConfig(), catalogue: registry, database }).app;
    for (const p of ['/admin', '/admin/inbox', '/admin/tools']) expect((await bare.request(`http://localhost${p}`)).status, p).toBe(404);
    expect((await signIn(bare)).response.status).toBe(404);
    expect((await bare.request('http://localhost/api/admin/session')).status).toBe(404);
  });

  it('serves the app shell with noindex (header and meta), never cached, when set', async () => {
    for (const p of ['/admin', '/admin/inbox']) {
      const res = await app().request(`http://localhost${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('<head><meta name="robots" content="noindex, nofollow"/>');
    }
  });
});

describe('sign-in', () => {
  it('refuses a wrong token with 401 and sets no cookie', async () => {
    const { response, setCookie } = await signIn(app(), `${TOKEN}x`);
    expect(response.status).toBe(401);
    expect(setCookie).toBe('');
  });

  it('sets an HttpOnly, SameSite=Strict cookie for the admin API, lasting ADMIN_SESSION_HOURS', async () => {
    const { response, setCookie } = await signIn(app({ ADMIN_SESSION_HOURS: '3' }));
    expect(response.status).toBe(200);
    expect(setCookie).toMatch(/^admin_session=[\w-]{40,}; /);
    const flags = setCookie.split('; ').slice(1);
    expect(flags).toEqual(expect.arrayContaining(['Path=/api/admin', 'Max-Age=10800', 'HttpOnly', 'SameSite=Strict']));
    expect(flags).not.toContain('Secure'); // plain HTTP: a Secure cookie would never come back
  });

  it('marks the cookie Secure behind a trusted proxy that says HTTPS, and only then', async () => {
    expect((await signIn(app({ TRUST_PROXY: '1' }), TOKEN, { 'X-Forwarded-Proto': 'https' })).setCookie).toMatch(/; Secure$/);
    expect((await signIn(app({ TRUST_PROXY: '1' }), TOKEN, { 'X-Forwarded-Proto': 'http' })).setCookie).not.toContain('Secure');
    // Without TRUST_PROXY the header is whatever the client claimed.
    expect((await signIn(app(), TOKEN, { 'X-Forwarded-Proto': 'https' })).setCookie).not.toContain('Secure');
  });

  it('stores only a hash of the session id', async () => {
    const { cookie } = await signIn(app());
    const id = cookie.split('=')[1] ?? '';
    const rows = await database.db.select().from(adminSessions).where(eq(adminSessions.idHash, sessionIdHash(id)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await database.db.select().from(adminSessions))).not.toContain(id);
  });

  it('refuses a sign-in from another site', async () => {
    const res = await signIn(app(), TOKEN, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(res.response.status).toBe(403);
    expect(res.setCookie).toBe('');
  });

  it('logs each attempt with its outcome, never the token', async () => {
    const logs = captureLogs();
    const one = build({}, database, logs.log).app;
    await signIn(one, 'a-wrong-token-typed-by-someone');
    await signIn(one);
    const attempts = logs.lines().filter((l) => l.adminSignIn);
    expect(attempts.map((l) => l.adminSignIn)).toEqual(['refused', 'signed_in']);
    expect(logs.text()).not.toContain('a-wrong-token-typed-by-someone');
    expect(logs.text()).not.toContain(TOKEN);
  });

  it('allows 10 attempts per IP in 15 minutes, then answers 429 with Retry-After', async () => {
    const one = app();
    for (let i = 0; i < 10; i++) expect((await signIn(one, `wrong-${i}`)).response.status).toBe(401);
    const limited = await signIn(one); // even the right token: the budget is spent
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('shares the attempt budget between instances through Redis', async (ctx) => {
    if (!(await redisForTests('admin-session.test.ts'))) return ctx.skip();
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `adm-core-${process.pid}-${Date.now()}:` };
    // Two replicas of one site: one Redis, one key prefix.
    const prefix = `${env.REDIS_KEY_PREFIX}rl-api`;
    const [a, b] = [0, 1].map(() => createApp({ staticRoot, config: testConfig({ ADMIN_TOKEN: TOKEN, ...env }), catalogue: registry, database, rateLimitPrefix: prefix }));
    await Promise.all([a!.ready, b!.ready]);
    try {
      for (let i = 0; i < 5; i++) expect((await signIn(a!.app, `wrong-${i}`)).response.status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(b!.app, `wrong-${i}`)).response.status).toBe(401);
      expect((await signIn(a!.app)).response.status).toBe(429);
    } finally {
      await Promise.all([a!.close(), b!.close()]);
    }
  });
});

describe('the session', () => {
  it('is needed by every console request: 401 without it or with a made-up one', async () => {
    const one = app();
    expect((await adminCall(one, '', '/api/admin/session')).status).toBe(401);
    expect((await adminCall(one, 'admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/api/admin/inbox')).status).toBe(401);
    const { cookie } = await signIn(one);
    const res = await adminCall(one, cookie, '/api/admin/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ actor: 'token' });
  });

  it('ends when it expires', async () => {
    const one = app();
    const { cookie } = await signIn(one);
    expect((await adminCall(one, cookie, '/api/admin/session')).status).toBe(200);
    const id = cookie.split('=')[1] ?? '';
    await database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(adminSessions.idHash, sessionIdHash(id)));
    expect((await adminCall(one, cookie, '/api/admin/session')).status).toBe(401);
  });

  it('is accepted by a second instance on the same database, and signing out on one rejects it on both', async () => {
    const [a, b] = [app(), app()];
    const { cookie } = await signIn(a);
    expect((await adminCall(b, cookie, '/api/admin/inbox')).status).toBe(200);
    const out = await adminCall(b, cookie, '/api/admin/sign-out', { method: 'POST', body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^admin_session=; Path=\/api\/admin; Max-Age=0/);
    expect((await adminCall(a, cookie, '/api/admin/inbox')).status).toBe(401);
    expect((await adminCall(b, cookie, '/api/admin/session')).status).toBe(401);
  });

  it('guards any path mounted under /api/admin, not only the inbox', async () => {
    expect((await adminCall(app(), '', '/api/admin/anything-added-later')).status).toBe(401);
  });
});

describe('state-changing requests', () => {
  it('need the same origin as well as the session', async () => {
    const one = app();
    const { cookie } = await signIn(one);
    const row = await insertSubmission(database.db, 'suggestion', { name: 'Origin test', email: 'o@example.com', message: 'x' });
    const post = (headers: Record<string, string>) => one.request(`http://localhost/api/admin/inbox/${row.id}/status`, { method: 'POST', headers: { Host: 'localhost', Cookie: cookie, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ status: 'handled' }) });
    expect((await post({})).status, 'no Origin, no Sec-Fetch-Site (not a browser page)').toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'same-site', Origin: 'http://other.localhost' })).status).toBe(403);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://elsewhere.example' })).status).toBe(403);
    expect((await post({ Origin: 'http://localhost' })).status, 'an older browser: Origin only').toBe(200);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost' })).status).toBe(200);
  });

  it('write an audit row: who, what, when, before and after', async () => {
    const one = app();
    const { cookie } = await signIn(one);
    const row = await insertSubmission(database.db, 'bug', { page: '/audit', happened: 'a', expected: 'b', email: 'audit@example.com' });
    const started = Date.now();
    expect((await adminCall(one, cookie, `/api/admin/inbox/${row.id}/status`, { method: 'POST', body: { status: 'spam' } })).status).toBe(200);
    const [audit] = await database.db.select().from(adminAudit).where(eq(adminAudit.target, `form:${row.id}`));
    expect(audit).toMatchObject({ actor: 'token', action: 'form.status', before: { status: 'new' }, after: { status: 'spam' } });
    expect(audit!.at.getTime()).toBeGreaterThanOrEqual(started - 5000);
    const signIns = await database.db.select().from(adminAudit).where(eq(adminAudit.action, 'session.sign_in'));
    expect(signIns.length).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on PostgreSQL, each with its own connection pool', () => {
  it('share sessions and sign-out', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [dbA, dbB] = [await openDatabase({ databaseUrl: url, dataDir: '' }), await openDatabase({ databaseUrl: url, dataDir: '' })];
    try {
      const [a, b] = [build({}, dbA).app, build({}, dbB).app];
      const { cookie } = await signIn(a);
      expect((await adminCall(b, cookie, '/api/admin/session')).status).toBe(200);
      expect((await adminCall(a, cookie, '/api/admin/sign-out', { method: 'POST', body: {} })).status).toBe(200);
      expect((await adminCall(b, cookie, '/api/admin/session')).status).toBe(401);
    } finally {
      await Promise.all([dbA.close(), dbB.close()]);
    }
  });
});

