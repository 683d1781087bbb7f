import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestHeader } from '../http/request-header.ts';

/** The console's session cookie. Sent only to the admin API: the pages themselves need no cookie. */
export const SESSION_COOKIE = 'admin_session';
export const SESSION_COOKIE_PATH = '/api/admin';

/**
 * Whether the browser reached the site over HTTPS: the request's own scheme, or,
 * behind TRUST_PROXY proxies (and only then), X-Forwarded-Proto. As for the client
 * IP, the entry written by the nearest trusted proxy counts, never one the client
 * could have sent ahead of it.
 */
export function isHttps(c: Context, trustProxyHops: number): boolean {
  if (trustProxyHops > 0) {
    const chain = (requestHeader(c, 'x-forwarded-proto') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const proto = chain[Math.max(0, chain.length - trustProxyHops)];
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** Set-Cookie value: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure over HTTPS. */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, `Path=${SESSION_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

/** The session id the browser sent, if any. */
export function sessionIdOf(c: Context): string | undefined {
  const value = getCookie(c, SESSION_COOKIE);
  return value && /^[\w-]{20,100}$/.test(value) ? value : undefined;
}
