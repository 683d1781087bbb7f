import { MAX_INPUT_CHARS } from '../generation/limits.ts';
import type { ToolField } from '../validation/generated/types.ts';
import { decodeFragment, encodeFragment, type FragmentEncoding } from './fragment-codec.ts';
import { FORM_LINK_MARK, isFormFragment } from './form-link-mark.ts';

export { FORM_LINK_MARK, isFormFragment };

// Form links: a tool page's filled-in form (request, fields, output controls, context) carried in
// the URL's fragment with the share links' codec, so the server never sees it. Opening one fills
// the form and never generates. Whatever a link holds is checked against the tool it opens: a value
// the tool does not accept is dropped and named, never filled.

/** What a form link carries; a value left empty is not carried. */
export interface FormLinkState {
  input: string;
  context?: string;
  fields?: Record<string, string>;
  controls?: { language?: string; length?: string; tone?: string };
}

/** The parts of a tool's page data a form link is checked against. */
export interface FormLinkSchema {
  fields?: ReadonlyArray<Pick<ToolField, 'name' | 'type' | 'maxLength' | 'options' | 'min' | 'max'>>;
  contextOptions?: ReadonlyArray<{ value: string }>;
  outputControls?: {
    languages?: ReadonlyArray<{ code: string }>;
    lengths?: ReadonlyArray<{ value: string }>;
    tones?: ReadonlyArray<{ value: string }>;
  };
  requestBox?: 'required' | 'optional' | 'none';
}

/** Names of dropped values: 'input', 'context', 'fields.<name>', 'controls.<name>'. A link names at most this many. */
export const MAX_DROPPED = 20;
const MAX_NAME_CHARS = 40;

type Wire = { v: 1; i?: string; c?: string; f?: Record<string, string>; o?: Record<string, string> };

const nonEmpty = <T extends object>(value: T): T | undefined => (Object.keys(value).length ? value : undefined);
const filled = (record: Record<string, string | undefined> | undefined): Record<string, string> | undefined =>
  record ? nonEmpty(Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))) : undefined;

/** The fragment (without '#', mark included) carrying the form, or its size when it is too long for a link. */
export function encodeFormFragment(state: FormLinkState): FragmentEncoding {
  const wire: Wire = { v: 1 };
  if (state.input !== '') wire.i = state.input;
  if (state.context) wire.c = state.context;
  const fields = filled(state.fields);
  if (fields) wire.f = fields;
  const controls = filled(state.controls);
  if (controls) wire.o = controls;
  const encoded = encodeFragment(wire);
  return encoded.ok ? { ok: true, fragment: FORM_LINK_MARK + encoded.fragment } : encoded;
}

/** Whether `value` is one a field of this type and limits accepts, as the form holds it (text). */
export function fieldValueValid(field: NonNullable<FormLinkSchema['fields']>[number], value: string): boolean {
  switch (field.type) {
    case 'select':
      return (field.options ?? []).includes(value);
    case 'number': {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) && (field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max);
    }
    default:
      return value.length <= (field.maxLength ?? MAX_INPUT_CHARS);
  }
}

const CONTROL_CHOICES = {
  language: (s: FormLinkSchema) => s.outputControls?.languages?.map((l) => l.code),
  length: (s: FormLinkSchema) => s.outputControls?.lengths?.map((l) => l.value),
  tone: (s: FormLinkSchema) => s.outputControls?.tones?.map((l) => l.value),
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps each value of `raw` (a decoded wire object) the tool accepts; names the ones it drops. */
export function validateFormWire(raw: Record<string, unknown>, schema: FormLinkSchema): { form: FormLinkState; dropped: string[] } {
  const dropped: string[] = [];
  const drop = (name: string) => dropped.push(name.length > MAX_NAME_CHARS ? `${name.slice(0, MAX_NAME_CHARS)}…` : name);
  const form: FormLinkState = { input: '' };
  if (raw.i !== undefined) {
    if (typeof raw.i === 'string' && raw.i.length <= MAX_INPUT_CHARS && (schema.requestBox !== 'none' || raw.i === '')) form.input = raw.i;
    else drop('input');
  }
  if (raw.c !== undefined) {
    if (typeof raw.c === 'string' && schema.contextOptions?.some((o) => o.value === raw.c)) form.context = raw.c;
    else drop('context');
  }
  const fields: Record<string, string> = {};
  if (raw.f !== undefined && !isRecord(raw.f)) drop('fields');
  for (const [name, value] of Object.entries(isRecord(raw.f) ? raw.f : {})) {
    const field = schema.fields?.find((f) => f.name === name);
    if (field && typeof value === 'string' && fieldValueValid(field, value)) fields[name] = value;
    else drop(`fields.${name}`);
  }
  const controls: NonNullable<FormLinkState['controls']> = {};
  if (raw.o !== undefined && !isRecord(raw.o)) drop('controls');
  for (const [name, value] of Object.entries(isRecord(raw.o) ? raw.o : {})) {
    const choices = Object.hasOwn(CONTROL_CHOICES, name) ? CONTROL_CHOICES[name as keyof typeof CONTROL_CHOICES](schema) : undefined;
    if (choices && typeof value === 'string' && choices.includes(value)) controls[name as keyof typeof CONTROL_CHOICES] = value;
    else drop(`controls.${name}`);
  }
  if (Object.keys(fields).length) form.fields = fields;
  if (Object.keys(controls).length) form.controls = controls;
  return { form, dropped: dropped.slice(0, MAX_DROPPED) };
}

/** The form in a page's fragment, checked against the tool; null when the fragment is not a readable form link. Never throws. */
export function readFormFragment(hash: string, schema: FormLinkSchema): { form: FormLinkState; dropped: string[] } | null {
  if (!isFormFragment(hash)) return null;
  const value = decodeFragment((hash.startsWith('#') ? hash.slice(1) : hash).slice(FORM_LINK_MARK.length));
  if (!isRecord(value) || value.v !== 1) return null;
  return validateFormWire(value, schema);
}
