import type { Context } from 'hono';
import { requestHeader } from './request-header.ts';

/** The host the visitor's browser addressed, lower case: Host, or the proxy's X-Forwarded-Host when proxies are trusted. */
export function requestedHost(c: Context, trustProxyHops: number): string {
  const forwarded = trustProxyHops > 0 ? requestHeader(c, 'x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || requestHeader(c, 'host') || new URL(c.req.url).host).toLowerCase();
}
