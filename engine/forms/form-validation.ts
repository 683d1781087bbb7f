import type { ValidateFunction } from 'ajv';
import { isBlank } from '../validation/clean-text.ts';
import { validateBugReportForm, validateContactForm, validateSuggestionForm } from '../validation/generated/validators.js';

/** The three stored forms, each with the compiled validator of its schema in schemas/. */
export const FORM_VALIDATORS = {
  contact: validateContactForm,
  suggestion: validateSuggestionForm,
  bug: validateBugReportForm,
} as const satisfies Record<string, ValidateFunction>;

export type FormType = keyof typeof FORM_VALIDATORS;

export const HONEYPOT_FIELD = 'bot-field';

export function isFormType(value: string): value is FormType {
  return Object.hasOwn(FORM_VALIDATORS, value);
}

/**
 * The words of a field's problem, keyed as in the interface catalogue's `forms` namespace: the
 * gateway answers them in English, and a localized form page shows that key's own text.
 */
export const FIELD_PROBLEMS = {
  problemRequired: 'This field is required.',
  problemEmail: 'Enter a valid email address.',
  problemMaxLength: 'Use at most {limit} characters.',
  problemChoose: 'Choose one of the options.',
  problemNotInForm: 'This field is not part of the form.',
  problemInvalid: 'This value is not valid.',
} as const;

/** Human wording for a schema error on one field. */
function describe(keyword: string, params: Record<string, unknown>, field: string): string {
  switch (keyword) {
    case 'required':
      return FIELD_PROBLEMS.problemRequired;
    case 'pattern':
      return field === 'email' ? FIELD_PROBLEMS.problemEmail : FIELD_PROBLEMS.problemRequired;
    case 'maxLength':
      return FIELD_PROBLEMS.problemMaxLength.replace('{limit}', String(params.limit));
    case 'enum':
    case 'const':
      return FIELD_PROBLEMS.problemChoose;
    case 'additionalProperties':
      return FIELD_PROBLEMS.problemNotInForm;
    default:
      return FIELD_PROBLEMS.problemInvalid;
  }
}

/**
 * The body with every blank-looking string (zero-width characters, NBSP…) as
 * '', so the schema's required-text rule sees it as the empty field it looks like.
 */
function withBlanksEmptied(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) copy[key] = typeof value === 'string' && isBlank(value) ? '' : value;
  return copy;
}

/**
 * Validates a form body with the same compiled validator the gateway uses and
 * returns one message per field (first error wins); empty when valid.
 */
export function formFieldErrors(type: FormType, body: unknown): Record<string, string> {
  const validate = FORM_VALIDATORS[type] as ValidateFunction;
  if (validate(withBlanksEmptied(body))) return {};
  // Null prototype: a field called "constructor" or "__proto__" is recorded like any other
  // (on a plain object `errors.constructor ??= …` finds Object's and records nothing).
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const e of validate.errors ?? []) {
    const field =
      e.keyword === 'required'
        ? String(e.params.missingProperty)
        : e.keyword === 'additionalProperties'
          ? String(e.params.additionalProperty)
          : e.instancePath.replace(/^\//, '') || 'form';
    errors[field] ??= describe(e.keyword, e.params, field);
  }
  return errors;
}
