import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { adminAudit, formSubmissions } from '../../server/db/schema.ts';
import { insertSubmission } from '../../server/db/submissions.ts';
import { ADMIN_TEST_TOKEN as TOKEN, adminCall, signIn } from '../helpers/admin-session.ts';
import { testConfig } from '../helpers/test-config.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

interface Item {
  id: number;
  type: string;
  status: string;
  createdAt: string;
  fields: Record<string, string>;
}
interface Listing {
  items: Item[];
  total: number;
  newCount: number;
}

let database: DatabaseHandle;
let cookie = '';
const app = () => createApp({ staticRoot: '/nonexistent', config: testConfig({ ADMIN_TOKEN: TOKEN }), catalogue: registry, database, rateLimitPrefix: `adm-core-inbox-${process.pid}` }).app;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
  const add = async (key: string, type: 'contact' | 'suggestion' | 'bug', fields: Record<string, string>, minutesAgo: number) => {
    const row = await insertSubmission(database.db, type, fields);
    await database.db.update(formSubmissions).set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(formSubmissions.id, row.id));
    ids[key] = row.id;
  };
  await add('oldContact', 'contact', { name: 'Ada', email: 'Ada@Example.com', subject: 'support', message: 'Where is my 100% discount?' }, 30);
  await add('suggestion', 'suggestion', { name: 'Bob', email: 'bob@example.com', message: 'A haiku tool please' }, 20);
  await add('bug', 'bug', { page: '/x', happened: '=HYPERLINK("http://evil.example")', expected: 'no formula', email: ' ada@example.com ' }, 10);
  await add('newContact', 'contact', { name: 'Cy', email: 'cy@example.com', subject: 'other', message: 'hello_world' }, 1);
  ({ cookie } = await signIn(app()));
});
afterAll(async () => {
  await database.close();
});

const list = async (query = ''): Promise<Listing> => {
  const res = await adminCall(app(), cookie, `/api/admin/inbox${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listing;
};

describe('the forms inbox API', () => {
  it('lists every submission newest first with its status, and counts the new ones', async () => {
    const { items, total, newCount } = await list();
    expect(items.map((i) => i.id)).toEqual([ids.newContact, ids.bug, ids.suggestion, ids.oldContact]);
    expect(total).toBe(4);
    expect(newCount).toBe(4);
    expect(items.every((i) => i.status === 'new')).toBe(true);
  });

  it('filters by type and status, and searches field values (wildcards taken literally)', async () => {
    expect((await list('?type=contact')).items.map((i) => i.id)).toEqual([ids.newContact, ids.oldContact]);
    expect((await list('?q=HAIKU')).items.map((i) => i.id)).toEqual([ids.suggestion]);
    expect((await list('?q=100%25')).items.map((i) => i.id)).toEqual([ids.oldContact]);
    expect((await list('?q=h_llo')).items.map((i) => i.id)).toEqual([]); // _ is not "any character"
    expect((await list('?q=o_w')).items.map((i) => i.id)).toEqual([ids.newContact]);
    expect((await list('?q=message')).items).toEqual([]); // field names are not searched
    expect((await adminCall(app(), cookie, '/api/admin/inbox?type=spam')).status).toBe(400);
    expect((await adminCall(app(), cookie, '/api/admin/inbox?status=read')).status).toBe(400);
  });

  it('marks one handled or spam; the new count and the status filter follow', async () => {
    const res = await adminCall(app(), cookie, `/api/admin/inbox/${ids.suggestion}/status`, { method: 'POST', body: { status: 'handled' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { newCount: number }).newCount).toBe(3);
    await adminCall(app(), cookie, `/api/admin/inbox/${ids.newContact}/status`, { method: 'POST', body: { status: 'spam' } });
    expect((await list('?status=handled')).items.map((i) => i.id)).toEqual([ids.suggestion]);
    expect((await list('?status=spam&type=contact')).items.map((i) => i.id)).toEqual([ids.newContact]);
    expect(((await (await adminCall(app(), cookie, '/api/admin/inbox/count')).json()) as { new: number }).new).toBe(2);
    expect((await adminCall(app(), cookie, `/api/admin/inbox/${ids.suggestion}/status`, { method: 'POST', body: { status: 'archived' } })).status).toBe(400);
    expect((await adminCall(app(), cookie, '/api/admin/inbox/999999/status', { method: 'POST', body: { status: 'handled' } })).status).toBe(404);
  });

  it('exports the filtered list as CSV with formulas neutralised', async () => {
    const res = await adminCall(app(), cookie, '/api/admin/inbox/export.csv?type=bug');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="forms-inbox.csv"');
    const rows = parse(await res.text()) as string[][];
    const header = rows[0]!;
    expect(header.slice(0, 5)).toEqual(['id', 'type', 'status', 'created_at', 'forwarded_at']);
    expect([...header.slice(5)].sort()).toEqual(['email', 'expected', 'happened', 'page']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![header.indexOf('happened')]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('deletes one submission, keeping its fields out of the audit row', async () => {
    const res = await adminCall(app(), cookie, `/api/admin/inbox/${ids.newContact}/delete`, { method: 'POST', body: {} });
    expect(res.status).toBe(200);
    expect((await list()).items.map((i) => i.id)).not.toContain(ids.newContact);
    const [audit] = await database.db.select().from(adminAudit).where(eq(adminAudit.target, `form:${ids.newContact}`)).orderBy(adminAudit.id);
    expect(JSON.stringify(await database.db.select().from(adminAudit))).not.toContain('cy@example.com');
    expect(audit).toBeDefined();
    expect((await adminCall(app(), cookie, `/api/admin/inbox/${ids.newContact}/delete`, { method: 'POST', body: {} })).status).toBe(404);
  });

  it('erases everything one address sent (any case, blanks around it), and the audit keeps neither the address nor the fields', async () => {
    const res = await adminCall(app(), cookie, '/api/admin/inbox/erase', { method: 'POST', body: { email: 'ADA@example.com' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { deleted: number }).deleted).toBe(2);
    expect((await list()).items.map((i) => i.id)).toEqual([ids.suggestion]);
    const erasure = await database.db.select().from(adminAudit).where(eq(adminAudit.action, 'form.erase'));
    expect(erasure).toHaveLength(1);
    expect(erasure[0]).toMatchObject({ actor: 'token', after: { deleted: 2 } });
    expect(JSON.stringify(erasure)).not.toMatch(/ada@/i);
    expect((await adminCall(app(), cookie, '/api/admin/inbox/erase', { method: 'POST', body: { email: 'not an address' } })).status).toBe(400);
  });

  it('keeps the Bearer listing for npm run forms working', async () => {
    const res = await app().request('http://localhost/api/admin/forms', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { submissions: unknown[] }).submissions).toHaveLength(1);
  });
});
