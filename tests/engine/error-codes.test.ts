import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode, toErrorCode, type ErrorCode } from '../../engine/errors/error-codes.ts';
import { QUOTA_REJECTION_CODES } from '../../engine/errors/quota-rejections.ts';
import { VISITOR_MESSAGES, visitorMessage, type MessageKey } from '../../engine/errors/error-messages.ts';
import { decodeEvent } from '../../engine/generation/stream-protocol.ts';
import { HINT_TEXTS } from '../../engine/errors/visitor-hints.ts';
import { LOCALES } from '../../engine/i18n/locales.ts';
import specErrors from '../fixtures/spec-error-messages.json';

const root = path.resolve(import.meta.dirname, '../..');
const codes = Object.keys(ERROR_CODES) as ErrorCode[];
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('the error-code table', () => {
  it('has codes, each with a catalogue message and an HTTP status (null only for the browser’s own)', () => {
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      const entry: { status: number | null; message: string; side?: string; otherStatuses?: readonly number[] } = ERROR_CODES[code];
      expect(VISITOR_MESSAGES, code).toHaveProperty(entry.message);
      if (entry.side === 'client') expect(entry.status, code).toBeNull();
      else expect(entry.status, code).toSatisfy((s: number) => Number.isInteger(s) && s >= 400 && s <= 599);
      for (const other of entry.otherStatuses ?? []) expect(other, code).toBeGreaterThanOrEqual(400);
      expect(code, 'codes are snake_case').toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('holds the browser’s own codes and the quota gate’s rejections', () => {
    for (const code of ['offline', 'http_status', 'no_body', 'stopped'] as const) expect(isErrorCode(code)).toBe(true);
    for (const code of QUOTA_REJECTION_CODES) expect(ERROR_CODES[code].status).toBeGreaterThanOrEqual(400);
  });

  it('reads a code it does not know as the generic internal error, and a known one as itself', () => {
    for (const code of codes) expect(toErrorCode(code)).toBe(code);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant('__proto__'), fc.constant('toString')), (value) => {
        const known = typeof value === 'string' && (codes as string[]).includes(value);
        expect(toErrorCode(value)).toBe(known ? value : 'internal');
      }),
    );
  });

  it('a stream error event with an unknown code decodes as internal, keeping its message', () => {
    expect(decodeEvent('error', JSON.stringify({ code: 'brand_new_code', message: 'Something new.' }))).toEqual({ type: 'error', code: 'internal', message: 'Something new.' });
    expect(decodeEvent('error', JSON.stringify({ code: 'timeout', message: 'Request timed out. Please try again.' }))).toEqual({ type: 'error', code: 'timeout', message: 'Request timed out. Please try again.' });
  });
});

describe('the visitor-message catalogue', () => {
  it('keeps the specification’s texts word for word', () => {
    for (const [key, text] of Object.entries(specErrors.messages)) expect(VISITOR_MESSAGES[key as MessageKey], key).toBe(text);
  });

  it('fills every placeholder of every message, and leaves a fixed message as it is', () => {
    const keys = Object.keys(VISITOR_MESSAGES) as MessageKey[];
    expect(keys.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.string({ minLength: 1 }).filter((s) => !/[{}]/.test(s)), (key, value) => {
        const template: string = VISITOR_MESSAGES[key];
        const names = placeholders(template);
        const filled = (visitorMessage as (k: MessageKey, p?: Record<string, string>) => string)(key, names.length ? Object.fromEntries(names.map((n) => [n, value])) : undefined);
        expect(filled).not.toMatch(/\{\w+\}/);
        if (names.length === 0) expect(filled).toBe(template);
        else expect(filled).toContain(value);
      }),
    );
  });

  it('words the upstream status with the status', () => {
    expect(visitorMessage('upstreamStatus', { status: 500 })).toBe('API request failed with status 500');
  });
});

describe('the errors catalogue of every locale (src/i18n/messages/<locale>/errors.json)', () => {
  const catalogueOf = (locale: string) => JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/messages', locale, 'errors.json'), 'utf8')) as Record<string, string>;
  const english = { ...VISITOR_MESSAGES, ...HINT_TEXTS } as Record<string, string>;

  it('is, in English, the engine catalogue and its plain lines word for word', () => {
    expect(catalogueOf('en')).toEqual(english);
    for (const [key, text] of Object.entries(specErrors.messages)) expect(catalogueOf('en')[key], key).toBe(text);
  });

  it('gives every error code a message in every locale, with English’s placeholders and no other syntax', () => {
    for (const locale of LOCALES) {
      const catalogue = catalogueOf(locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(english).sort());
      for (const code of codes) expect(catalogue[ERROR_CODES[code].message], `${locale}: ${code}`).toBeTruthy();
      for (const [key, text] of Object.entries(catalogue)) {
        expect(placeholders(text).sort(), `${locale}: ${key}`).toEqual(placeholders(english[key]!).sort());
        // The browser fills these with fillMessage, not an ICU formatter: plain {name} only, and no
        // apostrophe before a brace (ICU would read it as quoting the placeholder away).
        expect(text, `${locale}: ${key}`).not.toMatch(/\{\w+,|'\{|\{(?!\w+\})|(?<!\{\w+)\}/);
        if (locale !== 'en') expect(text.trim(), `${locale}: ${key}`).not.toBe('');
      }
    }
  });
});

describe('every apiError call site in server/', () => {
  it('passes a code of the table with a status the table gives it', () => {
    const files = fs.readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    let calls = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, 'server', file), 'utf8');
      for (const m of text.matchAll(/apiError\(c, (\d{3}), '([a-z_]+)'/g)) {
        calls++;
        const [, status, code] = m;
        expect(isErrorCode(code), `${file}: ${code}`).toBe(true);
        const entry: { status: number | null; otherStatuses?: readonly number[] } = ERROR_CODES[code as ErrorCode];
        expect([entry.status, ...(entry.otherStatuses ?? [])], `${file}: ${code}`).toContain(Number(status));
      }
    }
    expect(calls).toBeGreaterThan(20);
  });
});

describe('docs/errors.md', () => {
  it('is what npm run docs:errors writes from the table (not stale)', async () => {
    const { errorsDoc } = await import('../../engine/errors/errors-doc.ts');
    const written = fs.readFileSync(path.join(root, 'docs/errors.md'), 'utf8');
    expect(written, 'run npm run docs:errors').toBe(errorsDoc());
    for (const code of codes) expect(written).toContain(`| \`${code}\` |`);
  });
});
