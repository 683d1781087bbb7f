import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { insertSubmission } from '../../server/db/submissions.ts';
import { testConfig } from '../helpers/test-config.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
  await insertSubmission(database.db, 'contact', { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'hello' });
  await insertSubmission(database.db, 'bug', { page: '/', happened: 'x', expected: 'y' });
});
afterAll(async () => {
  await database.close();
});

let n = 0;
const app = (env: NodeJS.ProcessEnv = {}) => createApp({ staticRoot: '/nonexistent', config: testConfig(env), catalogue: registry, database, rateLimitPrefix: `admin-${process.pid}-${++n}` }).app;
const TOKEN = 'a-long-admin-token-for-tests';

describe('GET /api/admin/forms', () => {
  it('does not exist without ADMIN_TOKEN', async () => {
    expect((await app().request('/api/admin/forms', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('401 without the right bearer token (any length, any case)', async () => {
    for (const auth of [undefined, 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN.toUpperCase()}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await app({ ADMIN_TOKEN: TOKEN }).request('/api/admin/forms', { headers: auth ? { Authorization: auth } : {} });
      expect(res.status, String(auth)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('lists submissions, filtered by type and since', async () => {
    const res = await app({ ADMIN_TOKEN: TOKEN }).request('/api/admin/forms?type=bug', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const json = (await res.json()) as { submissions: Array<{ type: string; fields: Record<string, string>; createdAt: string }> };
    expect(json.submissions).toHaveLength(1);
    expect(json.submissions[0]).toMatchObject({ type: 'bug', fields: { page: '/', happened: 'x', expected: 'y' } });
    const future = await app({ ADMIN_TOKEN: TOKEN }).request(`/api/admin/forms?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(((await future.json()) as { submissions: unknown[] }).submissions).toEqual([]);
    expect((await app({ ADMIN_TOKEN: TOKEN }).request('/api/admin/forms?type=spam', { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(400);
  });
});
