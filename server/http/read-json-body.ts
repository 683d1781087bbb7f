import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../../engine/generation/limits.ts';
import { apiError } from './api-error.ts';

/** Middleware: 413 for a body over the limit, counted as it streams in (a missing Content-Length does not slip through). */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => apiError(c, 413, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`),
});

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/** Parses the request body as JSON, or answers 400 invalid_json. */
export async function readJsonBody(c: Context): Promise<JsonBody> {
  try {
    return { ok: true, body: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The request body must be valid JSON.') };
  }
}
