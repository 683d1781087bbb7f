import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { quoteClientText } from '../../engine/validation/control-characters.ts';
import type { ErrorCode, ServerErrorCode, StatusOf } from '../../engine/errors/error-codes.ts';

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/**
 * Every error answered before a stream starts: {error: {code, message, field?}}. The code comes from
 * the one table (engine/errors/error-codes.ts) and the status must be one the table gives it; the
 * field is quoted as quoteClientText does (at most 64 characters of what the client sent), however it was built.
 */
export function apiError<C extends ServerErrorCode>(c: Context, status: NoInfer<StatusOf<C>>, code: C, message: string, field?: string) {
  const body: ApiErrorBody = { error: { code, message, ...(field ? { field: quoteClientText(field) } : {}) } };
  c.header('Cache-Control', 'no-store');
  return c.json(body, status as ContentfulStatusCode);
}

/** ajv's instancePath (/history/2/role) as a field name (history.2.role). */
export function fieldFromPointer(pointer: string, missingProperty?: string): string {
  const parts = pointer.split('/').filter(Boolean);
  if (missingProperty) parts.push(missingProperty);
  // Keys are the client's own text: quoted at most 64 characters long, controls escaped.
  return quoteClientText(parts.join('.') || 'body');
}
