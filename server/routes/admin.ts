import crypto from 'node:crypto';
import { Hono } from 'hono';
import { isFormType } from '../../engine/forms/form-validation.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { listSubmissions } from '../db/submissions.ts';
import { apiError } from '../http/api-error.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

/** Compares two secrets in time independent of where they differ (hashing first evens out the lengths). */
export function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * GET /api/admin/forms?type=&since=&limit=: the stored submissions, for
 * `npm run forms` while the server holds the embedded database. Exists only
 * when ADMIN_TOKEN is set; needs `Authorization: Bearer <ADMIN_TOKEN>`.
 */
export function adminRoute({ adminToken, database }: { adminToken: string | undefined; database: DatabaseHandle | null }): Hono {
  const route = new Hono();
  route.use('*', async (c, next) => {
    if (!adminToken) return apiError(c, 404, 'not_found', visitorMessage('notFound', { method: quoteClientText(c.req.method), path: quoteClientText(c.req.path) }));
    const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], adminToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'This endpoint needs Authorization: Bearer <ADMIN_TOKEN>.');
    }
    await next();
  });
  route.get('/forms', async (c) => {
    const type = c.req.query('type');
    if (type !== undefined && !isFormType(type)) return apiError(c, 400, 'invalid_request', 'type must be contact, suggestion or bug.', 'type');
    const sinceRaw = c.req.query('since');
    const since = sinceRaw ? new Date(sinceRaw) : undefined;
    if (since && Number.isNaN(since.getTime())) return apiError(c, 400, 'invalid_request', 'since must be an ISO date.', 'since');
    const limit = Math.min(Math.max(Number(c.req.query('limit') ?? 1000) || 1000, 1), 100_000);
    if (!database) return apiError(c, 503, 'unavailable', 'This server has no database.');
    const rows = await listSubmissions(database.db, { type: type && isFormType(type) ? type : undefined, since, limit });
    c.header('Cache-Control', 'no-store');
    return c.json({ submissions: rows.map((r) => ({ id: r.id, type: r.type, createdAt: r.createdAt.toISOString(), forwardedAt: r.forwardedAt?.toISOString() ?? null, fields: r.fields })) });
  });
  return route;
}
