import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropControlCharactersEverywhere, findUnsafeText } from '../../engine/validation/clean-text.ts';
import { dropControlCharacters, escapeControlCharacters, MAX_QUOTED_CHARS, quoteClientText } from '../../engine/validation/control-characters.ts';
import { jsonNestingDepth } from '../../engine/validation/json-depth.ts';

// What a visitor sends is measured, checked and cleaned without recursion, and
// nothing that can rewrite a terminal or reorder text on screen survives.

/** Reference depth of a parsed JSON value (recursive: only for the shallow values fast-check makes). */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...children.map(depthOf));
}

/** `[[[…"leaf"…]]]` or `{"a":{"a":…}}` `depth` levels deep, built without recursion. */
function nested(depth: number, leaf: unknown, kind: 'array' | 'object' | 'mixed'): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = kind === 'array' || (kind === 'mixed' && i % 2 === 0) ? [value] : { a: value };
  return value;
}

// eslint-disable-next-line no-control-regex -- the characters that must be gone
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const anyCharacter = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.integer({ min: 0, max: 0x2070 }).map((c) => String.fromCharCode(c)) }));

describe('jsonNestingDepth', () => {
  it('property: the depth of any JSON text, strings with brackets and escapes included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(undefined, 2), (value, indent) => {
        expect(jsonNestingDepth(JSON.stringify(value, null, indent))).toBe(depthOf(value));
      }),
      { numRuns: 500 },
    );
  });

  it('brackets inside strings, escaped quotes and backslashes do not count', () => {
    expect(jsonNestingDepth('{"a":"[[[{{{","b":"\\"[[","c":"\\\\"}')).toBe(1);
    expect(jsonNestingDepth('["\\\\",["x"]]')).toBe(2);
  });

  it('stops counting once past the limit asked for', () => {
    expect(jsonNestingDepth('['.repeat(100_000), 32)).toBe(33);
  });
});

describe('no walk overflows the stack', () => {
  it('property: findUnsafeText names a NUL at any depth up to 100,000, and finds nothing in clean text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>, (depth, kind) => {
        const clean = nested(depth, 'ok', kind);
        expect(findUnsafeText(clean)).toBeNull();
        const found = findUnsafeText(nested(depth, 'bad\u0000', kind));
        expect(found?.split('.')).toHaveLength(depth);
      }),
      { numRuns: 20 },
    );
  });

  it('property: dropControlCharactersEverywhere cleans a string at any depth up to 100,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (depth) => {
        let value = dropControlCharactersEverywhere(nested(depth, 'a\u001b[31mb\u202e', 'mixed'));
        for (let i = 0; i < depth; i++) value = Array.isArray(value) ? value[0] : (value as { a: unknown }).a;
        expect(value).toBe('a[31mb');
      }),
      { numRuns: 20 },
    );
  });

  it('findUnsafeText keeps naming the first bad field in document order', () => {
    expect(findUnsafeText({ a: 'x', history: [{ content: 'ok' }, { content: '\ud800' }], z: '\u0000' })).toBe('history.1.content');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k\ufffd');
    expect(findUnsafeText('\u0000')).toBe('body');
  });
});

describe('control characters, bidi overrides and isolates', () => {
  it('property: none survives dropControlCharacters; tab, line feed and every other character stay, in order', () => {
    fc.assert(
      fc.property(anyCharacter, (text) => {
        const clean = dropControlCharacters(text.replaceAll('\u0000', ''));
        expect(clean).not.toMatch(FORBIDDEN);
        expect(dropControlCharacters(clean)).toBe(clean);
        const kept = [...text.replace(/\r\n?/g, '\n')].filter((c) => !FORBIDDEN.test(c)).join('');
        expect(clean).toBe(kept);
      }),
      { numRuns: 500 },
    );
  });

  it('the reported attack: an ANSI colour, a carriage return and a right-to-left override', () => {
    expect(dropControlCharacters('Hello\u001b[31m red\r\nnext\rline \u202eevil\u2066x\u2069\ttab')).toBe('Hello[31m red\nnext\nline evilx\ttab');
  });

  it('property: escapeControlCharacters leaves nothing a terminal would act on, and changes nothing else', () => {
    fc.assert(
      fc.property(anyCharacter, (text) => {
        const shown = escapeControlCharacters(text);
        expect(shown).not.toMatch(FORBIDDEN);
        expect(shown).not.toContain('\r');
        if (!FORBIDDEN.test(text) && !text.includes('\r')) expect(shown).toBe(text);
      }),
      { numRuns: 300 },
    );
    expect(escapeControlCharacters('a\u001b[2Jb\r')).toBe('a\\u001b[2Jb\\u000d');
  });

  it('property: quoteClientText quotes at most 64 characters of what the client sent, escaped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (text) => {
        const quoted = quoteClientText(text);
        const body = quoted.endsWith('…') && [...text].length > MAX_QUOTED_CHARS ? quoted.slice(0, -1) : quoted;
        expect([...body].length).toBeLessThanOrEqual(MAX_QUOTED_CHARS);
        expect(text.startsWith(body)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(quoteClientText('k'.repeat(256 * 1024))).toBe(`${'k'.repeat(64)}…`);
  });
});
