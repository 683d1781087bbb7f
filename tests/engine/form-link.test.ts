import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { FRAGMENT_LIMIT_CHARS } from '../../engine/share/fragment-codec.ts';
import { encodeFormFragment, fieldValueValid, FORM_LINK_MARK, readFormFragment, type FormLinkSchema, type FormLinkState } from '../../engine/share/form-link.ts';
import { MAX_INPUT_CHARS } from '../../engine/generation/limits.ts';

const SCHEMA: FormLinkSchema = {
  fields: [
    { name: 'product', type: 'short_text', maxLength: 20 },
    { name: 'notes', type: 'long_text', maxLength: 200 },
    { name: 'audience', type: 'select', options: ['Teens', 'Adults'] },
    { name: 'count', type: 'number', min: 1, max: 10 },
  ],
  contextOptions: [{ value: 'email' }, { value: 'post' }],
  outputControls: { languages: [{ code: 'es' }, { code: 'ja' }], lengths: [{ value: 'short' }, { value: 'long' }], tones: [{ value: 'formal' }] },
};

const link = (wire: unknown) => FORM_LINK_MARK + LZString.compressToEncodedURIComponent(JSON.stringify(wire));

/** Independent of the code under test: every filled value is one the schema accepts. */
function allValid(form: FormLinkState, schema: FormLinkSchema): boolean {
  const fieldsOk = Object.entries(form.fields ?? {}).every(([name, v]) => {
    const field = schema.fields?.find((f) => f.name === name);
    if (!field) return false;
    if (field.type === 'select') return field.options?.includes(v) ?? false;
    if (field.type === 'number') return v.trim() !== '' && Number(v) >= (field.min ?? -Infinity) && Number(v) <= (field.max ?? Infinity);
    return v.length <= (field.maxLength ?? MAX_INPUT_CHARS);
  });
  const c = form.controls ?? {};
  const controlsOk =
    (c.language === undefined || schema.outputControls?.languages?.some((l) => l.code === c.language)) &&
    (c.length === undefined || schema.outputControls?.lengths?.some((l) => l.value === c.length)) &&
    (c.tone === undefined || schema.outputControls?.tones?.some((l) => l.value === c.tone)) &&
    Object.keys(c).every((k) => ['language', 'length', 'tone'].includes(k));
  const contextOk = form.context === undefined || (schema.contextOptions?.some((o) => o.value === form.context) ?? false);
  return typeof form.input === 'string' && form.input.length <= MAX_INPUT_CHARS && fieldsOk && Boolean(controlsOk) && contextOk;
}

describe('form links', () => {
  it('carry the request, context, fields and controls in a fragment marked as a form', () => {
    const state: FormLinkState = { input: 'Launch note', context: 'post', fields: { product: 'Lamp', audience: 'Adults', count: '3' }, controls: { language: 'ja', tone: 'formal' } };
    const encoded = encodeFormFragment(state);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.fragment.startsWith(FORM_LINK_MARK)).toBe(true);
    expect(readFormFragment(`#${encoded.fragment}`, SCHEMA)).toEqual({ form: state, dropped: [] });
  });

  it('leave empty values out', () => {
    const encoded = encodeFormFragment({ input: '', fields: { product: '' }, controls: { tone: undefined } });
    expect(encoded.ok && readFormFragment(encoded.fragment, SCHEMA)).toEqual({ form: { input: '' }, dropped: [] });
  });

  it('fill what is valid and name what was dropped', () => {
    const wire = { v: 1, i: 'Keep me', c: 'fax', f: { product: 'x'.repeat(21), audience: 'Kids', count: '11', notes: 'ok', ghost: 'boo' }, o: { language: 'xx', length: 'long', tone: 5, colour: 'red' } };
    expect(readFormFragment(link(wire), SCHEMA)).toEqual({
      form: { input: 'Keep me', fields: { notes: 'ok' }, controls: { length: 'long' } },
      dropped: ['context', 'fields.product', 'fields.audience', 'fields.count', 'fields.ghost', 'controls.language', 'controls.tone', 'controls.colour'],
    });
  });

  it('drop a request over the limit, or any request where the tool has no request box', () => {
    expect(readFormFragment(link({ v: 1, i: 'x'.repeat(MAX_INPUT_CHARS + 1) }), SCHEMA)?.dropped).toEqual(['input']);
    expect(readFormFragment(link({ v: 1, i: 'hello' }), { ...SCHEMA, requestBox: 'none' })).toEqual({ form: { input: '' }, dropped: ['input'] });
  });

  it('are not read from other fragments, nor from a form mark with garbage', () => {
    expect(readFormFragment('#faq', SCHEMA)).toBeNull();
    expect(readFormFragment('#form=%%%', SCHEMA)).toBeNull();
    expect(readFormFragment(link({ v: 2, i: 'x' }), SCHEMA)).toBeNull();
    expect(readFormFragment(link([1, 2]), SCHEMA)).toBeNull();
  });

  it('refuse a form too long for a link', () => {
    const noise = Array.from({ length: 8000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000))).join('');
    const encoded = encodeFormFragment({ input: noise });
    expect(encoded.ok).toBe(false);
    if (!encoded.ok) expect(encoded.size).toBeGreaterThan(FRAGMENT_LIMIT_CHARS);
  });

  it('check a number field as a number', () => {
    const count = { name: 'count', type: 'number' as const, min: 1, max: 10 };
    expect(['1', '10', '2.5'].map((v) => fieldValueValid(count, v))).toEqual([true, true, true]);
    expect(['0', '11', '', ' ', 'abc', 'Infinity'].map((v) => fieldValueValid(count, v))).toEqual([false, false, false, false, false, false]);
  });
});

const validState = fc.record(
  {
    input: fc.string({ maxLength: 300 }),
    context: fc.constantFrom('email', 'post'),
    fields: fc.record(
      {
        product: fc.string({ minLength: 1, maxLength: 20 }),
        notes: fc.string({ minLength: 1, maxLength: 200 }),
        audience: fc.constantFrom('Teens', 'Adults'),
        count: fc.integer({ min: 1, max: 10 }).map(String),
      },
      { requiredKeys: [] },
    ),
    controls: fc.record({ language: fc.constantFrom('es', 'ja'), length: fc.constantFrom('short', 'long'), tone: fc.constant('formal') }, { requiredKeys: [] }),
  },
  { requiredKeys: ['input'] },
);

describe('form links (properties)', () => {
  it('round-trip any valid form state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const encoded = encodeFormFragment(state);
        expect(encoded.ok).toBe(true);
        if (!encoded.ok) return;
        const expected: FormLinkState = { input: state.input };
        if (state.context) expected.context = state.context;
        if (state.fields && Object.keys(state.fields).length) expected.fields = state.fields;
        if (state.controls && Object.keys(state.controls).length) expected.controls = state.controls;
        expect(readFormFragment(encoded.fragment, SCHEMA)).toEqual({ form: expected, dropped: [] });
      }),
    );
  });

  it('never throw on a garbage fragment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const read = readFormFragment(`#${FORM_LINK_MARK}${s}`, SCHEMA);
        expect(read === null || allValid(read.form, SCHEMA)).toBe(true);
      }),
    );
  });

  it('never fill an invalid value from any decodable value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ v: fc.constant(1), i: fc.jsonValue(), c: fc.jsonValue(), f: fc.dictionary(fc.constantFrom('product', 'notes', 'audience', 'count', '__proto__', 'x'), fc.jsonValue()), o: fc.dictionary(fc.constantFrom('language', 'length', 'tone', 'toString'), fc.oneof(fc.jsonValue(), fc.constantFrom('es', 'long', 'formal'))) }, { requiredKeys: ['v'] })),
        (wire) => {
          const read = readFormFragment(link(wire), SCHEMA);
          expect(read === null || allValid(read.form, SCHEMA)).toBe(true);
        },
      ),
    );
  });
});
