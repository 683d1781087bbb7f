import type { ErrorObject } from 'ajv';
import type { ServerErrorCode, StatusOf } from '../../engine/errors/error-codes.ts';
import { visitorMessage, type MessageKey } from '../../engine/errors/error-messages.ts';
import { quoteClientText } from '../../engine/validation/control-characters.ts';
import { fieldFromPointer } from './api-error.ts';

/** A refused request, before any answer is written: a code of the table with a status the table allows. */
export type RequestProblem = { [C in ServerErrorCode]: { status: StatusOf<C>; code: C; message: string; field?: string } }[ServerErrorCode];

/**
 * A route's own code for a field, instead of the generic one: `history.*.role` matches any index.
 * `message` (a catalogue key without placeholders) replaces the generic wording when given.
 */
export type FieldCodes = Record<string, { code: 'invalid_history' | 'missing_input' | 'unknown_action'; message?: MessageKey & ('historyRole' | 'searchMissingInput') }>;

function fieldCodeFor(field: string, codes: FieldCodes | undefined) {
  if (!codes) return undefined;
  return codes[field] ?? codes[field.replace(/\.\d+(?=\.|$)/g, '.*')];
}

/**
 * The one mapping from the schema validator's first error to the API's: an unknown property is
 * invalid_request "Unknown field", a value outside an enum is invalid_choice naming the allowed
 * values, anything else is invalid_request "<field> <ajv's wording>". Always 400, always naming
 * the field (dotted: history.2.role; the client's own keys quoted at most 64 characters long). A route may give a field its own code (`fieldCodes`).
 */
export function schemaProblem(errors: readonly ErrorObject[] | null | undefined, fieldCodes?: FieldCodes): RequestProblem {
  const e = errors?.[0];
  if (e?.keyword === 'additionalProperties') {
    const extra = String(e.params.additionalProperty);
    return { status: 400, code: 'invalid_request', message: visitorMessage('unknownField', { field: quoteClientText(extra) }), field: fieldFromPointer(e.instancePath, extra) };
  }
  const field = fieldFromPointer(e?.instancePath ?? '', e?.params.missingProperty as string | undefined);
  const message =
    e?.keyword === 'enum'
      ? visitorMessage('mustBeOneOf', { field, allowed: (e.params.allowedValues as unknown[]).join(', ') })
      : visitorMessage('invalidField', { field, problem: e?.message ?? 'is invalid' });
  const own = fieldCodeFor(field, fieldCodes);
  if (own) return { status: 400, code: own.code, message: own.message ? visitorMessage(own.message) : message, field };
  return { status: 400, code: e?.keyword === 'enum' ? 'invalid_choice' : 'invalid_request', message, field };
}
