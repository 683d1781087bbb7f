import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { isFormType } from '../../engine/forms/form-validation.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { listSubmissions } from '../db/submissions.ts';
import { apiError } from '../http/api-error.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { adminGuard } from '../admin/admin-guard.ts';
import { inboxRoutes } from '../admin/inbox-routes.ts';
import { sameSecret } from '../admin/same-secret.ts';
import { sessionRoutes } from '../admin/session-routes.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

export { sameSecret };

/** Sign-in attempts allowed per client IP in each window (all instances together when Redis is set). */
export const ADMIN_SIGN_IN_ATTEMPTS = 10;
export const ADMIN_SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface AdminRouteDeps {
  adminToken: string | undefined;
  database: DatabaseHandle | null;
  /** ADMIN_SESSION_HOURS (default 12). */
  sessionHours?: number;
  trustProxyHops?: number;
  /** Per-IP limit on sign-in attempts; none when absent (tests of other parts). */
  signInLimit?: RateLimit;
  /** Supabase (likes) and ADMIN_GITHUB_LOGINS, for the optional GitHub sign-in. */
  github?: { supabase: { url: string; anonKey: string } | null; logins: readonly string[] };
}

/** The two admin paths that take the token itself rather than a session. */
const OPEN_PATHS = /\/admin\/(forms|sign-in|sign-in\/github)\/?$/;

const noLimit: RateLimit = { middleware: (_c, next) => next() };

/** `Authorization: Bearer <ADMIN_TOKEN>`, for `npm run forms` (no session, no cookie). */
function bearerOnly(adminToken: string): MiddlewareHandler {
  return async (c, next) => {
    const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !sameSecret(match[1], adminToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'This endpoint needs Authorization: Bearer <ADMIN_TOKEN>.');
    }
    await next();
  };
}

/**
 * GET /forms?type=&since=&limit=: the stored submissions, for `npm run forms`
 * while the server holds the embedded database (Bearer token).
 */
function bearerFormsRoute(adminToken: string, database: DatabaseHandle | null): Hono {
  const route = new Hono();
  route.get('/', bearerOnly(adminToken), async (c) => {
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

/**
 * The admin API under /api/admin. It exists only when ADMIN_TOKEN is set (404
 * otherwise). /forms takes the Bearer token; /sign-in exchanges it for a session
 * cookie; everything else (the console's API) needs that session, and
 * same-origin for any change (adminGuard).
 */
export function adminRoute({ adminToken, database, sessionHours = 12, trustProxyHops = 0, signInLimit = noLimit, github }: AdminRouteDeps): Hono {
  const route = new Hono();
  route.use('*', async (c, next) => {
    if (!adminToken) return apiError(c, 404, 'not_found', visitorMessage('notFound', { method: quoteClientText(c.req.method), path: quoteClientText(c.req.path) }));
    await next();
  });
  if (!adminToken) return route;
  route.route('/forms', bearerFormsRoute(adminToken, database));
  route.route('/', sessionRoutes({ adminToken, database, sessionHours, trustProxyHops, signInLimit, github }));
  // Every other admin path (the console's API, and any mounted later under /api/admin) needs the session.
  const guard = adminGuard({ database, trustProxyHops });
  route.use('*', (c, next) => (OPEN_PATHS.test(c.req.path) ? next() : guard(c, next)));
  if (database) route.route('/inbox', inboxRoutes(database.db));
  return route;
}
