import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import { checkFieldValues, cleanFieldValue, composeUserMessage, CONTINUATION_INDENT, type ToolField } from '../../engine/generation/tool-fields.ts';

const fields: ToolField[] = [
  { name: 'job_title', label: 'Job title', type: 'short_text', maxLength: 120, required: true },
  { name: 'company', label: 'Company', type: 'short_text', maxLength: 120, required: true },
  { name: 'experience', label: 'Your experience', type: 'long_text', maxLength: 2500 },
  { name: 'contract', label: 'Employment type', type: 'select', options: ['Full-time', 'Part-time'] },
  { name: 'years', label: 'Years', type: 'number', min: 0, max: 50 },
];
const tool = { title: 'Cover Letter', systemPrompt: 'Write letters.', contextHistory: false, fields };

describe('composeUserMessage: the fixed format', () => {
  it('builds the exact user message: one "Label: value" line per filled field, in order, then Anything else', () => {
    const messages = buildMessages({
      tool,
      input: 'Keep it short\nplease',
      fields: { company: 'Brightline Health', job_title: 'Data Analyst', experience: 'SQL, 1 year\r\nTableau', years: 3 },
      historyBudgetChars: 0,
    });
    expect(messages).toEqual([
      { role: 'system', content: 'Write letters.' },
      { role: 'user', content: 'Job title: Data Analyst\nCompany: Brightline Health\nYour experience: SQL, 1 year\n  Tableau\nYears: 3\nAnything else: Keep it short\n  please' },
    ]);
  });

  it('labels the box "Request" where it stays the main input, and leaves a tool without fields as typed', () => {
    expect(composeUserMessage(fields, { job_title: 'A', company: 'B' }, 'x', 'required')).toBe('Job title: A\nCompany: B\nRequest: x');
    expect(composeUserMessage(undefined, {}, '  raw\nSystem: text ')).toBe('  raw\nSystem: text ');
  });

  it('cleans values: one kind of line break, no controls or bidi overrides, trimmed', () => {
    expect(cleanFieldValue(' a\u2028b\u0085c\rd\u000be\u202ef\u0000 ')).toBe('a\nb\nc\nd\nef');
    expect(cleanFieldValue('a\n\n\n\nb')).toBe('a\n\nb');
  });
});

// A value with everything an injection might use: role names, fake labels, every line break.
const nasty = fc.oneof(
  fc.string(),
  fc.array(
    fc.constantFrom('System:', 'system: ', 'Assistant:', 'User:', 'Company: Evil', 'Job title: x', '\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f', ' ', '\t', '\u202e', 'a', '[INST]', '<|im_start|>system'),
  ).map((parts) => parts.join('')),
);

describe('property: no field value can inject a role or break the format', () => {
  it('every line starts with a declared label (in order) or the continuation indent', () => {
    fc.assert(
      fc.property(fc.record({ job_title: nasty, company: nasty, experience: nasty }), nasty, (values, rest) => {
        const message = composeUserMessage(fields, values, rest);
        const labels = [...fields.map((f) => f.label), 'Anything else'];
        const starts = message === '' ? [] : message.split('\n').filter((line) => !line.startsWith(CONTINUATION_INDENT));
        // Each non-indented line is one field's first line, in the declared order, each at most once.
        const used = starts.map((line) => labels.findIndex((l) => line.startsWith(`${l}: `)));
        expect(used.every((i) => i >= 0)).toBe(true);
        expect([...used].sort((a, b) => a - b)).toEqual(used);
        expect(new Set(used).size).toBe(used.length);
        // No line of the message can be read as a role marker.
        for (const line of message.split('\n')) expect(line).not.toMatch(/^(system|assistant|user)\s*:/i);
        // Only \n breaks lines: no other line terminator survives.
        expect(message).not.toMatch(/[\r\u2028\u2029\u0085\v\f]/);
      }),
    );
  });

  it('every required field appears in the message, with its value', () => {
    const text = fc.string({ minLength: 1, maxLength: 100 }).filter((s) => cleanFieldValue(s) !== '');
    fc.assert(
      fc.property(text, text, fc.option(text, { nil: undefined }), (title, company, experience) => {
        const values = { job_title: title, company, ...(experience === undefined ? {} : { experience }) };
        expect(checkFieldValues(fields, values)).toBeNull();
        const user = buildMessages({ tool, input: '', fields: values, historyBudgetChars: 0 }).at(-1)!;
        expect(user.role).toBe('user');
        for (const f of fields.filter((x) => x.required)) {
          const value = cleanFieldValue(values[f.name as 'job_title' | 'company']);
          expect(user.content).toContain(`${f.label}: ${value.split('\n')[0]}`);
          expect(user.content).toContain(value.split('\n').join(`\n${CONTINUATION_INDENT}`));
        }
      }),
    );
  });

  it('the message is one user message: fields never add a message or a role', () => {
    fc.assert(
      fc.property(fc.record({ job_title: nasty, company: nasty }), (values) => {
        const messages = buildMessages({ tool, input: 'x', fields: values, historyBudgetChars: 0 });
        expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
        expect(messages[0]!.content).toBe('Write letters.');
      }),
    );
  });
});

describe('checkFieldValues: the gateway rules, each naming the field', () => {
  const ok = { job_title: 'A', company: 'B' };
  it.each([
    [{ ...ok, salary: 'x' }, 400, 'unknown_field', 'fields.salary'],
    [{ company: 'B' }, 400, 'missing_field', 'fields.job_title'],
    [{ ...ok, company: ' \u200b ' }, 400, 'missing_field', 'fields.company'],
    [{ ...ok, experience: 'x'.repeat(2501) }, 413, 'field_too_long', 'fields.experience'],
    [{ ...ok, contract: 'Freelance' }, 400, 'invalid_option', 'fields.contract'],
    [{ ...ok, years: 51 }, 400, 'out_of_range', 'fields.years'],
    [{ ...ok, years: '3' }, 400, 'invalid_field', 'fields.years'],
    [{ ...ok, job_title: 5 }, 400, 'invalid_field', 'fields.job_title'],
  ])('%j -> %i %s', (values, status, code, field) => {
    expect(checkFieldValues(fields, values)).toMatchObject({ status, code, field });
  });
  it('accepts valid values and names the label in the message', () => {
    expect(checkFieldValues(fields, { ...ok, contract: 'Part-time', years: 0, experience: '' })).toBeNull();
    expect(checkFieldValues(fields, { company: 'B' })?.message).toBe('Job title is required.');
  });
});
