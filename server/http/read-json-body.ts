import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import { findUnsafeText } from '../../engine/validation/clean-text.ts';
import { apiError } from './api-error.ts';
import { nodeIncoming, readNodeBody, type NodeBody } from './node-body.ts';

const tooLarge = (c: Context) => apiError(c, 413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
const webLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Middleware: 413 for a body over the limit, counted as it streams in (a
 * missing Content-Length does not slip through). Under @hono/node-server the
 * body is read here straight from Node's request and kept for readJsonBody,
 * so no fetch Request and none of its Web streams are built (a few KiB per
 * request, kept for as long as a stream is open). Elsewhere (Hono's
 * app.request) Hono's own body limit counts, and readJsonBody reads c.req.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const incoming = nodeIncoming(c);
  if (!incoming) return webLimit(c, next);
  const body = await readNodeBody(incoming, MAX_BODY_BYTES);
  if (!body.ok && body.reason === 'too_large') return tooLarge(c);
  nodeBodies.set(c, body);
  return next();
};

/** Bodies limitBody read from Node, until readJsonBody takes them. */
const nodeBodies = new WeakMap<Context, NodeBody>();

/** The body's text: what limitBody read from Node, else through Hono's request. Throws when it cannot be read whole. */
async function bodyText(c: Context): Promise<string> {
  const body = nodeBodies.get(c);
  if (!body) return c.req.text();
  nodeBodies.delete(c);
  // The client left mid-body: a failed read, as through the Web stream.
  if (!body.ok) throw new Error('the request body ended early');
  return body.text;
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Parses the request body as JSON, or answers 400 invalid_json; a NUL byte or
 * a lone surrogate anywhere in it is answered 400 invalid_text naming the
 * field, before any route sees it (the database would refuse it with a 5xx).
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  let body: unknown;
  try {
    body = JSON.parse(await bodyText(c));
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The request body must be valid JSON.') };
  }
  const unsafe = findUnsafeText(body);
  if (unsafe) {
    return { ok: false, response: apiError(c, 400, 'invalid_text', `The field "${unsafe}" holds a NUL byte or a broken Unicode character.`, unsafe) };
  }
  return { ok: true, body };
}
