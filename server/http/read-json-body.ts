import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import { dropControlCharactersEverywhere, findUnsafeText } from '../../engine/validation/clean-text.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';
import { jsonNestingDepth } from '../../engine/validation/json-depth.ts';
import { apiError } from './api-error.ts';
import { limitsOf } from './input-limits.ts';
import { nodeIncoming, readNodeBody, type NodeBody } from './node-body.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

const tooLarge = (c: Context) => apiError(c, 413, 'body_too_large', visitorMessage('bodyTooLarge', { limit: MAX_BODY_BYTES }));
const tooSlow = (c: Context) => {
  // The rest of a trickling body is not worth waiting for: the connection closes after this answer.
  c.header('Connection', 'close');
  return apiError(c, 408, 'body_timeout', visitorMessage('bodyTimeout', { timeoutMs: limitsOf(c).bodyTimeoutMs }));
};
const webLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/**
 * Middleware: 413 for a body over the limit, counted as it streams in (a
 * missing Content-Length does not slip through); 408 for one that has not
 * arrived whole within BODY_TIMEOUT_MS. Under @hono/node-server the
 * body is read here straight from Node's request and kept for readJsonBody,
 * so no fetch Request and none of its Web streams are built (a few KiB per
 * request, kept for as long as a stream is open). Elsewhere (Hono's
 * app.request) Hono's own body limit counts, and readJsonBody reads c.req.
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const incoming = nodeIncoming(c);
  if (!incoming) return webLimit(c, next);
  const body = await readNodeBody(incoming, MAX_BODY_BYTES, limitsOf(c).bodyTimeoutMs);
  if (!body.ok && body.reason === 'too_large') return tooLarge(c);
  if (!body.ok && body.reason === 'timeout') return tooSlow(c);
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
 * Parses the request body as JSON, or answers 400: json_too_deep when it nests
 * deeper than MAX_JSON_DEPTH (measured on the raw text, before parsing),
 * invalid_json when it is not JSON, invalid_text naming the field when a NUL
 * byte or a lone surrogate is anywhere in it (the database would refuse it with
 * a 5xx). Control characters, bidi overrides and isolates are then dropped from
 * every string, so no route stores or forwards them.
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  const { maxJsonDepth } = limitsOf(c);
  let body: unknown;
  try {
    const text = await bodyText(c);
    if (jsonNestingDepth(text, maxJsonDepth) > maxJsonDepth) {
      return { ok: false, response: apiError(c, 400, 'json_too_deep', visitorMessage('jsonTooDeep', { maxDepth: maxJsonDepth })) };
    }
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The request body must be valid JSON.') };
  }
  const unsafe = findUnsafeText(body);
  if (unsafe) {
    return { ok: false, response: apiError(c, 400, 'invalid_text', `The field "${quoteClientText(unsafe)}" holds a NUL byte or a broken Unicode character.`, unsafe) };
  }
  return { ok: true, body: dropControlCharactersEverywhere(body) };
}
