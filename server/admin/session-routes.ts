import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/database.ts';
import { apiError } from '../http/api-error.ts';
import { clientIp } from '../http/client-ip.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { safeError } from '../observability/logger.ts';
import { adminActor, adminGuard, fromOwnPage } from './admin-guard.ts';
import { recordAudit } from './audit.ts';
import { githubLoginOf } from './github-login.ts';
import { sameSecret } from './same-secret.ts';
import { isHttps, sessionCookie, sessionIdOf } from './session-cookie.ts';
import { createSession, deleteSession } from './session-store.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

export interface SessionRouteDeps {
  adminToken: string;
  database: DatabaseHandle | null;
  sessionHours: number;
  trustProxyHops: number;
  /** Per-IP budget of sign-in attempts, shared across instances like the API's. */
  signInLimit: RateLimit;
  /** Supabase (likes) and the GitHub logins it may let in; no GitHub sign-in without both. */
  github?: { supabase: { url: string; anonKey: string } | null; logins: readonly string[] };
}

/** A string property of the JSON body, if there is one. */
function stringOf(body: unknown, key: string): string | undefined {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Logs a sign-in attempt: the outcome and where it came from, never what was typed. */
function logAttempt(c: Context, trustProxyHops: number, outcome: 'signed_in' | 'refused', actor?: string) {
  c.get('telemetry').log[outcome === 'signed_in' ? 'info' : 'warn']({ adminSignIn: outcome, actor, ip: clientIp(c, trustProxyHops) }, outcome === 'signed_in' ? 'admin signed in' : 'admin sign-in refused');
}

const noDatabase = (c: Context) => apiError(c, 503, 'unavailable', 'The console needs the database, and this server has none.');

/** The session for `actor`: stored, audited, logged, and set as the cookie. */
async function startSession(c: Context, deps: SessionRouteDeps, actor: string): Promise<Response> {
  if (!deps.database) return noDatabase(c);
  const session = await createSession(deps.database.db, actor, deps.sessionHours);
  await recordAudit(deps.database.db, { actor, action: 'session.sign_in', target: 'session', before: null, after: { expiresAt: session.expiresAt.toISOString() } });
  logAttempt(c, deps.trustProxyHops, 'signed_in', actor);
  c.header('Set-Cookie', sessionCookie(session.id, deps.sessionHours * 3600, isHttps(c, deps.trustProxyHops)));
  return c.json({ actor, expiresAt: session.expiresAt.toISOString() });
}

/** The signed-in GitHub login allowed by ADMIN_GITHUB_LOGINS, or the refusal to answer. */
async function githubActor(c: Context, deps: SessionRouteDeps, accessToken: string | undefined): Promise<string | Response> {
  const supabase = deps.github?.supabase;
  if (!accessToken || !supabase) return apiError(c, 401, 'unauthorized', 'Sign in with GitHub first.', 'accessToken');
  let login: string | null;
  try {
    login = await githubLoginOf(supabase, accessToken);
  } catch (error) {
    c.get('telemetry').log.warn({ err: safeError(error) }, 'Supabase did not answer an admin GitHub sign-in');
    return apiError(c, 503, 'unavailable', 'GitHub sign-in could not be checked just now. Try again, or sign in with the token.');
  }
  if (login && deps.github?.logins.includes(login)) return `github:${login}`;
  logAttempt(c, deps.trustProxyHops, 'refused', login ? `github:${login}` : undefined);
  return apiError(c, 401, 'unauthorized', 'This GitHub account may not use the console.');
}

/**
 * POST /sign-in {token}: the ADMIN_TOKEN exchanged for a session cookie.
 * POST /sign-in/github {accessToken}: the same for a listed GitHub account.
 * GET /sign-in: which sign-ins are offered. GET /session: who is signed in
 * (401 when nobody). POST /sign-out: ends the session for every instance.
 */
export function sessionRoutes(deps: SessionRouteDeps): Hono {
  const { adminToken, database, trustProxyHops, signInLimit } = deps;
  const route = new Hono();
  const guard = adminGuard({ database, trustProxyHops });
  const githubOffered = Boolean(deps.github?.supabase && deps.github.logins.length > 0);
  route.get('/sign-in', (c) => c.json({ github: githubOffered }));
  // Both sign-ins: from the console's own page, within the per-IP attempt budget, never cached.
  const attempt: MiddlewareHandler = async (c, next) => {
    if (!fromOwnPage(c, trustProxyHops)) return apiError(c, 403, 'cross_origin', visitorMessage('crossOrigin'));
    c.header('Cache-Control', 'no-store');
    return next();
  };
  route.post('/sign-in', limitBody, signInLimit.middleware, attempt, async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const token = stringOf(parsed.body, 'token');
    if (token === undefined || !sameSecret(token, adminToken)) {
      logAttempt(c, trustProxyHops, 'refused');
      return apiError(c, 401, 'unauthorized', 'That admin token is not right.', 'token');
    }
    return startSession(c, deps, 'token');
  });
  route.post('/sign-in/github', limitBody, signInLimit.middleware, attempt, async (c) => {
    if (!githubOffered) return apiError(c, 404, 'not_found', 'GitHub sign-in is not set up on this server (ADMIN_GITHUB_LOGINS).');
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const actor = await githubActor(c, deps, stringOf(parsed.body, 'accessToken'));
    return typeof actor === 'string' ? startSession(c, deps, actor) : actor;
  });
  route.get('/session', guard, (c) => c.json({ actor: adminActor(c) }));
  route.post('/sign-out', guard, async (c) => {
    const id = sessionIdOf(c);
    if (database && id) {
      await deleteSession(database.db, id);
      await recordAudit(database.db, { actor: adminActor(c), action: 'session.sign_out', target: 'session', before: { signedIn: true }, after: { signedIn: false } });
    }
    c.header('Set-Cookie', sessionCookie('', 0, isHttps(c, trustProxyHops)));
    return c.json({ ok: true });
  });
  return route;
}
