import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { addHeader } from './response-headers.ts';
import { requestHeader } from './request-header.ts';

/** Longest incoming X-Request-Id kept. */
const MAX_LENGTH = 128;
const PLAIN = /^[\w\-=]+$/;

/**
 * Middleware: the request's id (c.get('requestId')), echoed as X-Request-Id. An
 * incoming X-Request-Id is kept when it is short and plain (letters, digits,
 * - _ =), so a proxy's id follows the request; otherwise a new UUID. (What
 * hono/request-id does, with the header read from Node and set as a pending header.)
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const incoming = requestHeader(c, 'x-request-id');
  const id = incoming && incoming.length <= MAX_LENGTH && PLAIN.test(incoming) ? incoming : randomUUID();
  c.set('requestId', id);
  addHeader(c, 'X-Request-Id', id);
  await next();
};
