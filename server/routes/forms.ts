import { Hono } from 'hono';
import { formFieldErrors, HONEYPOT_FIELD, isFormType } from '../../engine/forms/form-validation.ts';
import type { ErrorCode } from '../../engine/errors/error-codes.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { insertSubmission } from '../db/submissions.ts';
import type { Forwarder } from '../forms/webhook-forwarder.ts';
import { apiError } from '../http/api-error.ts';
import type { RateLimit } from '../http/rate-limit.ts';
import { limitBody, readJsonBody } from '../http/read-json-body.ts';
import { safeError } from '../observability/logger.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';

export interface FormsRouteDeps {
  database: DatabaseHandle | null;
  forwarder: Forwarder | null;
  /** Per-IP budget for submissions, stricter than the API's. */
  rateLimit: RateLimit;
}

/**
 * POST /api/forms/contact | suggestion | bug: validated with the same compiled
 * schema the page uses, honeypot submissions answered 200 and dropped, the row
 * committed before the 201.
 */
export function formsRoute({ database, forwarder, rateLimit }: FormsRouteDeps): Hono {
  const route = new Hono();
  route.post('/:type', limitBody, rateLimit.middleware, async (c) => {
    const type = c.req.param('type');
    if (!isFormType(type)) return apiError(c, 404, 'unknown_form', visitorMessage('formUnknown', { type: quoteClientText(type) }));
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = parsed.body;
    if (body && typeof body === 'object' && typeof (body as Record<string, unknown>)[HONEYPOT_FIELD] === 'string' && (body as Record<string, string>)[HONEYPOT_FIELD] !== '') {
      return c.json({ ok: true }, 200); // a bot: looks accepted, nothing stored
    }
    const errors = formFieldErrors(type, body);
    const fields = Object.keys(errors);
    if (fields.length > 0) {
      // Field names are the client's own keys: each quoted at most 64 characters long.
      const quoted = Object.fromEntries(fields.map((f) => [quoteClientText(f), errors[f]]));
      return c.json({ error: { code: 'invalid_form' satisfies ErrorCode, message: visitorMessage('formInvalid'), field: quoteClientText(fields[0] ?? 'form'), fields: quoted } }, 400);
    }
    if (!database) return apiError(c, 503, 'unavailable', visitorMessage('formsUnavailable'));
    const values = Object.fromEntries(Object.entries(body as Record<string, string>).filter(([key]) => key !== HONEYPOT_FIELD));
    try {
      const row = await insertSubmission(database.db, type, values);
      forwarder?.notify();
      return c.json({ ok: true, id: row.id }, 201);
    } catch (error) {
      c.get('telemetry').log.error({ err: safeError(error), formType: type }, 'could not store a form submission');
      return apiError(c, 503, 'unavailable', visitorMessage('formNotSaved'));
    }
  });
  return route;
}
