import type { Context } from 'hono';
import { nodeIncoming } from './node-body.ts';

/**
 * A request header (name in lower case), from Node's own parsed headers under
 * @hono/node-server: `c.req.header` first copies every header of the request
 * into a fetch `Headers`, validating each, for the one read. Repeated headers
 * read as Node joins them (', ' for most; the first for Host, Content-Type and
 * the other single-valued ones). Through c.req elsewhere (app.request in tests).
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
