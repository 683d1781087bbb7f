import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import { findUnsafeText } from '../../engine/validation/clean-text.ts';
import { apiError } from './api-error.ts';

/** Middleware: 413 for a body over the limit, counted as it streams in (a missing Content-Length does not slip through). */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiError(c, 413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`),
});

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * Parses the request body as JSON, or answers 400 invalid_json; a NUL byte or
 * a lone surrogate anywhere in it is answered 400 invalid_text naming the
 * field, before any route sees it (the database would refuse it with a 5xx).
 */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The request body must be valid JSON.') };
  }
  const unsafe = findUnsafeText(body);
  if (unsafe) {
    return { ok: false, response: apiError(c, 400, 'invalid_text', `The field "${unsafe}" holds a NUL byte or a broken Unicode character.`, unsafe) };
  }
  return { ok: true, body };
}
