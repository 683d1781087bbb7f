import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** Headers the answer to come must carry (request id, rate limit, quota, CORS, API security headers). */
    pendingHeaders: Record<string, string>;
    /** The route wrote its answer on Node's response itself (an event stream): Hono's response is a stand-in. */
    answeredOnNode: true;
  }
}

/**
 * Headers for the answer to come, kept as a plain object rather than set with
 * `c.header`: Hono keeps those in a fetch `Headers` and every read of them
 * builds a fetch `Response` (undici validates each name and value, each time),
 * which cost an event stream about a tenth of its request setup. An answer
 * through Hono gets them from `applyPendingHeaders`; an event stream written
 * on Node's response takes them with `pendingHeaders` for its `writeHead`.
 * Set later wins, and they win over the route's own headers of the same name.
 */
export function addHeader(c: Context, name: string, value: string): void {
  const pending = c.get('pendingHeaders');
  if (pending) pending[name] = value;
  else c.set('pendingHeaders', { [name]: value });
}

/** addHeader for each entry. */
export function addHeaders(c: Context, headers: Readonly<Record<string, string>>): void {
  const pending = c.get('pendingHeaders');
  if (pending) Object.assign(pending, headers);
  else c.set('pendingHeaders', { ...headers });
}

export function pendingHeaders(c: Context): Readonly<Record<string, string>> {
  return c.get('pendingHeaders') ?? {};
}

/** The route answers on Node's response itself: the middleware leave Hono's stand-in response alone. */
export function markAnsweredOnNode(c: Context): void {
  c.set('answeredOnNode', true);
}

export function answeredOnNode(c: Context): boolean {
  return c.get('answeredOnNode') === true;
}

/** Middleware, outermost: puts the pending headers on whatever response the request got (errors included). */
export const applyPendingHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const pending = c.get('pendingHeaders');
  if (!pending || answeredOnNode(c)) return;
  const { headers } = c.res;
  for (const name in pending) headers.set(name, pending[name] as string);
};
