import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { adminAudit } from '../../server/db/schema.ts';
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from '../fixtures/fake-supabase-auth/server.ts';
import { ADMIN_TEST_TOKEN as TOKEN, adminCall, SAME_ORIGIN } from '../helpers/admin-session.ts';
import { testConfig } from '../helpers/test-config.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

let database: DatabaseHandle;
let supabase: FakeSupabaseAuth;
beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
  supabase = await startFakeSupabaseAuth({
    'token-octocat': { id: 'u1', identities: [{ provider: 'github', provider_id: '583231', identity_data: { user_name: 'Octocat', provider_id: '583231' } }] },
    // Someone else who renamed themselves in user_metadata (which any user can edit).
    'token-mallory': { id: 'u2', user_metadata: { user_name: 'octocat' }, identities: [{ provider: 'github', provider_id: '999', identity_data: { user_name: 'mallory' } }] },
    // An email account claiming the login in its metadata, with no GitHub identity at all.
    'token-email': { id: 'u3', user_metadata: { user_name: 'octocat' }, identities: [{ provider: 'email', provider_id: 'u3', identity_data: { email: 'x@example.com' } }] },
  });
});
afterAll(async () => {
  await database.close();
  await supabase.close();
});

let n = 0;
const app = (env: NodeJS.ProcessEnv = {}) =>
  createApp({
    staticRoot: '/nonexistent',
    config: testConfig({ ADMIN_TOKEN: TOKEN, SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, ADMIN_GITHUB_LOGINS: 'octocat, hubot', ...env }),
    catalogue: registry,
    database,
    rateLimitPrefix: `adm-core-gh-${process.pid}-${++n}`,
  }).app;

const githubSignIn = (one: ReturnType<typeof app>, accessToken: unknown) =>
  one.request('http://localhost/api/admin/sign-in/github', { method: 'POST', headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ accessToken }) });

describe('GitHub sign-in through Supabase (ADMIN_GITHUB_LOGINS)', () => {
  it('is offered only when both the logins and Supabase are set', async () => {
    expect(await (await app().request('http://localhost/api/admin/sign-in')).json()).toEqual({ github: true });
    const tokenOnly = createApp({ staticRoot: '/nonexistent', config: testConfig({ ADMIN_TOKEN: TOKEN }), catalogue: registry, database }).app;
    expect(await (await tokenOnly.request('http://localhost/api/admin/sign-in')).json()).toEqual({ github: false });
    expect((await githubSignIn(tokenOnly, 'token-octocat')).status).toBe(404);
  });

  it('refuses to start with ADMIN_GITHUB_LOGINS but no Supabase', () => {
    expect(() => testConfig({ ADMIN_TOKEN: TOKEN, ADMIN_GITHUB_LOGINS: 'octocat' })).toThrow(/ADMIN_GITHUB_LOGINS needs ADMIN_TOKEN, SUPABASE_URL and SUPABASE_ANON_KEY/);
  });

  it('lets a listed GitHub login in (any case), as github:<login> in the session and the audit', async () => {
    const one = app();
    const res = await githubSignIn(one, 'token-octocat');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ actor: 'github:octocat' });
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(await (await adminCall(one, cookie, '/api/admin/session')).json()).toEqual({ actor: 'github:octocat' });
    expect(supabase.apikeys.every((k) => k === supabase.anonKey)).toBe(true);
    const audit = await database.db.select().from(adminAudit).where(eq(adminAudit.actor, 'github:octocat'));
    expect(audit.map((row) => row.action)).toEqual(['session.sign_in']);
  });

  it('trusts only the GitHub identity, never the user-editable metadata', async () => {
    expect((await githubSignIn(app(), 'token-mallory')).status).toBe(401);
    expect((await githubSignIn(app(), 'token-email')).status).toBe(401);
  });

  it('refuses a token Supabase does not accept, and a missing one', async () => {
    expect((await githubSignIn(app(), 'expired-or-forged')).status).toBe(401);
    expect((await githubSignIn(app(), undefined)).status).toBe(401);
  });

  it('answers 503 when Supabase cannot be reached', async () => {
    const down = createApp({ staticRoot: '/nonexistent', config: testConfig({ ADMIN_TOKEN: TOKEN, SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'k', ADMIN_GITHUB_LOGINS: 'octocat' }), catalogue: registry, database }).app;
    expect((await githubSignIn(down, 'token-octocat')).status).toBe(503);
  });
});
