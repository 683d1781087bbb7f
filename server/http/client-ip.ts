import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { requestHeader } from './request-header.ts';

/**
 * The client's address: the socket's peer, or, behind `trustProxyHops`
 * proxies, the X-Forwarded-For entry that many hops from the right (entries
 * further left are whatever the client claimed and cannot be trusted).
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const chain = (requestHeader(c, 'x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const ip = chain[chain.length - trustProxyHops];
    if (ip) return ip;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not running on a Node socket (app.request in tests)
  }
}
