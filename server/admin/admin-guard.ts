import type { Context, MiddlewareHandler } from 'hono';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { apiError } from '../http/api-error.ts';
import { requestHeader } from '../http/request-header.ts';
import { requestedHost } from '../http/requested-host.ts';
import { sessionIdOf } from './session-cookie.ts';
import { findSession } from './session-store.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by adminGuard once the request's session is found live. */
    adminSession: { actor: string; id: string };
  }
}

export interface AdminGuardDeps {
  database: DatabaseHandle | null;
  /** TRUST_PROXY hops: the host the browser addressed is then X-Forwarded-Host (same-origin check). Default 0. */
  trustProxyHops?: number;
}

/**
 * Whether a request comes from the console's own page. Positive evidence is required
 * (unlike the public API, which lets header-less clients through): Sec-Fetch-Site:
 * same-origin, or, from a browser too old to send it, an Origin naming the host the
 * request was addressed to. ALLOWED_ORIGINS does not count here.
 */
export function fromOwnPage(c: Context, trustProxyHops: number): boolean {
  const fetchSite = requestHeader(c, 'sec-fetch-site');
  const origin = requestHeader(c, 'origin');
  let ownOrigin = false;
  if (origin !== undefined && origin !== 'null') {
    try {
      ownOrigin = new URL(origin).host === requestedHost(c, trustProxyHops);
    } catch {
      ownOrigin = false;
    }
  }
  if (fetchSite !== undefined) return fetchSite === 'same-origin' && (origin === undefined || ownOrigin);
  return ownOrigin;
}

const READ_ONLY = new Set(['GET', 'HEAD']);

/**
 * Middleware for the admin API: 401 without a live session (cookie), 403 for a
 * state-changing request that does not come from the console's own page. The
 * session is looked up in the shared database on every request, so a sign-out on
 * one instance is honoured by all at once. Safe to stack: a request already
 * admitted is not looked up twice.
 */
export function adminGuard({ database, trustProxyHops = 0 }: AdminGuardDeps): MiddlewareHandler {
  return async (c, next) => {
    if (!READ_ONLY.has(c.req.method) && !fromOwnPage(c, trustProxyHops)) return apiError(c, 403, 'cross_origin', visitorMessage('crossOrigin'));
    c.header('Cache-Control', 'no-store');
    if (c.get('adminSession')) return next();
    const id = sessionIdOf(c);
    if (!database) return apiError(c, 503, 'unavailable', 'The console needs the database, and this server has none.');
    const session = id ? await findSession(database.db, id) : null;
    if (!id || !session) return apiError(c, 401, 'unauthorized', 'Sign in to the console first (your session has ended or was signed out).');
    c.set('adminSession', { actor: session.actor, id });
    return next();
  };
}

/** Who is acting, for the audit trail: `token` or `github:<login>`. Only valid behind adminGuard. */
export function adminActor(c: Context): string {
  const session = c.get('adminSession');
  if (!session) throw new Error('adminActor called outside adminGuard');
  return session.actor;
}
