import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Every error answered before a stream starts: {error: {code, message, field?}}; the field is quoted as quoteClientText does, however it was built. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, message: string, field?: string) {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field: quoteClientText(field) } : {}) } };
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}

/** ajv's instancePath (/history/2/role) as a field name (history.2.role). */
export function fieldFromPointer(pointer: string, missingProperty?: string): string {
  const parts = pointer.split('/').filter(Boolean);
  if (missingProperty) parts.push(missingProperty);
  // Keys are the client's own text: quoted at most 64 characters long, controls escaped.
  return quoteClientText(parts.join('.') || 'body');
}
