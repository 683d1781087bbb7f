import type { ToolField } from '../validation/generated/types.ts';
import { isBlank } from '../validation/clean-text.ts';
import { quoteClientText } from '../validation/control-characters.ts';

// Structured inputs (manifest `fields`): the values' checks and the fixed
// format they take in the USER message. The format (documented in CONTRIBUTING.md):
//
//   Job title: Junior Data Analyst
//   Company: Brightline Health
//   Your experience: 1 year of SQL
//     cut a reporting task from 2 days to 3 hours
//   Anything else: keep it short
//
// One "Label: value" line per filled field, in the manifest's order, then the free
// request box as "Anything else" (or "Request" where it stays the main input). A value's continuation lines are indented by two
// spaces, so nothing a visitor types can start a line: a value holding "\nSystem: ..."
// or a fake "Company: ..." stays inside its own field.

export type { ToolField };
export type FieldValues = Record<string, string | number>;

/** Label of the free request box on a tool with fields (requestBox 'optional', the default). */
export const ANYTHING_ELSE_LABEL = 'Anything else';
/** Its label in the message when the box stays the main input (requestBox 'required'). */
export const REQUEST_LABEL = 'Request';
export type RequestBox = 'optional' | 'required' | 'none';

export function requestBoxLabel(box: RequestBox | undefined): string {
  return box === 'required' ? REQUEST_LABEL : ANYTHING_ELSE_LABEL;
}
export const CONTINUATION_INDENT = '  ';

// Every character some reader treats as a line break, and the invisible controls
// (C0/C1 except tab and newline, bidi overrides) that could disguise a line.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const LINE_BREAKS = /\r\n|[\r\u000b\u000c\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A field value as it goes into the message: one kind of line break, no controls, trimmed. */
export function cleanFieldValue(value: string | number): string {
  return String(value).replace(LINE_BREAKS, '\n').replace(INVISIBLE, '').replace(/\n{3,}/g, '\n\n').trim();
}

function fieldLine(label: string, value: string): string {
  const [first = '', ...rest] = value.split('\n');
  return [`${label}: ${first}`, ...rest.map((line) => CONTINUATION_INDENT + line)].join('\n');
}

/**
 * The user message of a tool with fields. A tool without fields sends the request as typed.
 * Blank optional fields are left out; the caller has checked required ones (checkFieldValues).
 */
export function composeUserMessage(fields: readonly ToolField[] | undefined, values: FieldValues, freeText: string, box?: RequestBox): string {
  if (!fields?.length) return freeText;
  const lines: string[] = [];
  for (const field of fields) {
    const raw = values[field.name];
    const value = raw === undefined ? '' : cleanFieldValue(raw);
    if (value !== '') lines.push(fieldLine(field.label, value));
  }
  const rest = cleanFieldValue(freeText);
  if (rest !== '') lines.push(fieldLine(requestBoxLabel(box), rest));
  return lines.join('\n');
}

/** A refused field value; its status is the one the error-code table gives its code. */
export type FieldProblem = (
  | { status: 400; code: 'unknown_field' | 'missing_field' | 'invalid_field' | 'invalid_option' | 'out_of_range' }
  | { status: 413; code: 'field_too_long' }
) & {
  message: string;
  /** fields.<name>, as the API names it. */
  field: string;
};

/** The first problem of the values against the tool's declared fields, or null. */
export function checkFieldValues(fields: readonly ToolField[] | undefined, values: FieldValues): FieldProblem | null {
  const declared = new Map((fields ?? []).map((f) => [f.name, f]));
  for (const name of Object.keys(values)) {
    if (!declared.has(name)) return { status: 400, code: 'unknown_field', message: `This tool has no field "${quoteClientText(name)}".`, field: `fields.${quoteClientText(name)}` };
  }
  for (const f of fields ?? []) {
    const problem = fieldProblem(f, values[f.name]);
    if (problem) return problem;
  }
  return null;
}

/** One field's problem (the gateway's rule, also shown by the tool page's form), or null. */
export function fieldProblem(f: ToolField, value: string | number | undefined): FieldProblem | null {
  const at = `fields.${f.name}`;
  if (value === undefined || (typeof value === 'string' && isBlank(value))) {
    return f.required ? { status: 400, code: 'missing_field', message: `${f.label} is required.`, field: at } : null;
  }
  if (f.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return { status: 400, code: 'invalid_field', message: `${f.label} must be a number.`, field: at };
    if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max)) {
      return { status: 400, code: 'out_of_range', message: `${f.label} must be ${rangeText(f)}.`, field: at };
    }
    return null;
  }
  if (typeof value !== 'string') return { status: 400, code: 'invalid_field', message: `${f.label} must be text.`, field: at };
  if (f.type === 'select') {
    return f.options?.includes(value) ? null : { status: 400, code: 'invalid_option', message: `${f.label} must be one of: ${(f.options ?? []).join(', ')}.`, field: at };
  }
  if (f.maxLength !== undefined && value.length > f.maxLength) {
    return { status: 413, code: 'field_too_long', message: `${f.label} is ${value.length} characters long; the limit is ${f.maxLength}.`, field: at };
  }
  return null;
}

/** What the form sends for a field: a number field's text as a number (NaN stays text, for the check to name). */
export function fieldValueToSend(f: Pick<ToolField, 'type'>, text: string): string | number {
  if (f.type !== 'number' || isBlank(text)) return text;
  const n = Number(text);
  return Number.isFinite(n) ? n : text;
}

export function rangeText(f: Pick<ToolField, 'min' | 'max'>): string {
  if (f.min !== undefined && f.max !== undefined) return `from ${f.min} to ${f.max}`;
  if (f.min !== undefined) return `at least ${f.min}`;
  return `at most ${f.max ?? ''}`;
}
