import type { Context } from 'hono';
import { Hono } from 'hono';
import { isFormType } from '../../engine/forms/form-validation.ts';
import { toCsv } from '../../engine/title-search/csv.ts';
import { escapeControlCharacters } from '../../engine/validation/control-characters.ts';
import type { Database } from '../db/database.ts';
import { countNew, deleteByEmail, deleteSubmission, findSubmission, isFormStatus, listInbox, setStatus, type InboxFilter } from '../db/inbox.ts';
import type { FormSubmission } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { adminActor } from './admin-guard.ts';
import { recordAudit } from './audit.ts';

const PAGE_SIZE = 50;
const EXPORT_LIMIT = 100_000;
const SEARCH_MAX = 200;

type Problem = { field: string; message: string };

/** The list's filters from the query string, or the first wrong one. */
function filterOf(c: Context): InboxFilter | Problem {
  const type = c.req.query('type') || undefined;
  const status = c.req.query('status') || undefined;
  const search = c.req.query('q') || undefined;
  if (type !== undefined && !isFormType(type)) return { field: 'type', message: 'type must be contact, suggestion or bug.' };
  if (status !== undefined && !isFormStatus(status)) return { field: 'status', message: 'status must be new, handled or spam.' };
  if (search !== undefined && search.length > SEARCH_MAX) return { field: 'q', message: `Search for at most ${SEARCH_MAX} characters.` };
  return { type: type as InboxFilter['type'], status: status as InboxFilter['status'], search };
}

const isProblem = (value: InboxFilter | Problem): value is Problem => 'message' in value;

function shown(row: FormSubmission) {
  return { id: row.id, type: row.type, status: row.status, createdAt: row.createdAt.toISOString(), forwardedAt: row.forwardedAt?.toISOString() ?? null, fields: row.fields };
}

/** The rows as CSV through the formula-safe writer; every field any row has is a column. */
function inboxCsv(rows: FormSubmission[]): string {
  // Rows stored before control characters were dropped at the door may still hold some.
  const clean = escapeControlCharacters;
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
  const cell = (r: FormSubmission, f: string) => (Object.hasOwn(r.fields, f) ? clean(String(r.fields[f])) : '');
  const header = ['id', 'type', 'status', 'created_at', 'forwarded_at', ...fields.map(clean)];
  return toCsv([header, ...rows.map((r) => [r.id, r.type, r.status, r.createdAt.toISOString(), r.forwardedAt?.toISOString() ?? '', ...fields.map((f) => cell(r, f))])]);
}

/** The submission id in the path, or null when it is not a positive integer. */
function idOf(c: Context): number | null {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A JSON body's string property, or undefined. */
async function bodyString(c: Context, key: string): Promise<{ ok: true; value: string | undefined } | { ok: false; response: Response }> {
  const parsed = await readJsonBody(c);
  if (!parsed.ok) return parsed;
  const value = parsed.body && typeof parsed.body === 'object' ? (parsed.body as Record<string, unknown>)[key] : undefined;
  return { ok: true, value: typeof value === 'string' ? value : undefined };
}

const notFound = (c: Context, id: number | null) => apiError(c, 404, 'not_found', `There is no submission #${id ?? '?'} (it may have been deleted).`);

/** Reading: the list, the new-items count and the CSV export. */
function readRoutes(route: Hono, db: Database) {
  route.get('/', async (c) => {
    const filter = filterOf(c);
    if (isProblem(filter)) return apiError(c, 400, 'invalid_request', filter.message, filter.field);
    const offset = Math.max(0, Math.floor(Number(c.req.query('offset') ?? 0)) || 0);
    const { rows, total } = await listInbox(db, filter, PAGE_SIZE, offset);
    return c.json({ items: rows.map(shown), total, offset, pageSize: PAGE_SIZE, newCount: await countNew(db) });
  });
  route.get('/count', async (c) => c.json({ new: await countNew(db) }));
  route.get('/export.csv', async (c) => {
    const filter = filterOf(c);
    if (isProblem(filter)) return apiError(c, 400, 'invalid_request', filter.message, filter.field);
    const { rows } = await listInbox(db, filter, EXPORT_LIMIT, 0);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="forms-inbox.csv"');
    return c.body(inboxCsv(rows));
  });
}

/** Changing: status, delete one, erase everything an address sent. Each writes an audit row without the fields. */
function writeRoutes(route: Hono, db: Database) {
  route.post('/:id/status', limitBody, async (c) => {
    const id = idOf(c);
    const body = await bodyString(c, 'status');
    if (!body.ok) return body.response;
    if (body.value === undefined || !isFormStatus(body.value)) return apiError(c, 400, 'invalid_request', 'status must be new, handled or spam.', 'status');
    const row = id ? await findSubmission(db, id) : null;
    if (!id || !row) return notFound(c, id);
    await setStatus(db, id, body.value);
    await recordAudit(db, { actor: adminActor(c), action: 'form.status', target: `form:${id}`, before: { status: row.status }, after: { status: body.value } });
    return c.json({ item: shown({ ...row, status: body.value }), newCount: await countNew(db) });
  });
  route.post('/:id/delete', async (c) => {
    const id = idOf(c);
    const row = id ? await findSubmission(db, id) : null;
    if (!id || !row) return notFound(c, id);
    await deleteSubmission(db, id);
    await recordAudit(db, { actor: adminActor(c), action: 'form.delete', target: `form:${id}`, before: { type: row.type, status: row.status, createdAt: row.createdAt.toISOString() }, after: null });
    return c.json({ deleted: 1, newCount: await countNew(db) });
  });
  route.post('/erase', limitBody, async (c) => {
    const body = await bodyString(c, 'email');
    if (!body.ok) return body.response;
    const email = body.value?.trim() ?? '';
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) return apiError(c, 400, 'invalid_request', 'Enter the email address whose submissions should be erased.', 'email');
    const deleted = await deleteByEmail(db, email);
    // The address itself is not kept: the audit trail must not undo the erasure.
    await recordAudit(db, { actor: adminActor(c), action: 'form.erase', target: 'email-erasure', before: { ids: deleted.map((r) => r.id) }, after: { deleted: deleted.length } });
    return c.json({ deleted: deleted.length, newCount: await countNew(db) });
  });
}

/** The forms inbox under /api/admin/inbox (behind adminGuard, which also requires same-origin for POST). */
export function inboxRoutes(db: Database): Hono {
  const route = new Hono();
  readRoutes(route, db);
  writeRoutes(route, db);
  return route;
}
