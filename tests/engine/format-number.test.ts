import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountIn, formatDecimalIn } from '../../engine/format/format-number.ts';

const LANGS = ['en', 'es', 'pt-BR', 'fr', 'de', 'id', 'ja', 'ar'];

describe('formatCountIn', () => {
  it('writes thousands as each language does', () => {
    expect(formatCountIn(12000, 'en')).toBe('12,000');
    expect(formatCountIn(12000, 'de')).toBe('12.000');
    expect(formatCountIn(12000, 'pt-BR')).toBe('12.000');
    expect(formatCountIn(12000, 'ja')).toBe('12,000');
  });

  it('reads as toLocaleString in the language for whole numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(...LANGS), (n, lang) => formatCountIn(n, lang) === n.toLocaleString(lang)),
    );
  });
});

describe('formatDecimalIn', () => {
  it('keeps toFixed in English and the language’s decimal mark elsewhere', () => {
    expect(formatDecimalIn(0.25, 'en', 2)).toBe('0.25');
    expect(formatDecimalIn(0.25, 'fr', 2)).toBe('0,25');
    expect(formatDecimalIn(1234.5, 'de', 2)).toBe('1234,50');
  });

  it('has exactly the asked number of decimals, whatever the language', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constantFrom(...LANGS.filter((l) => l !== 'ar')), (n, lang) => {
        const text = formatDecimalIn(n, lang, 2);
        return /^\d+[.,]\d{2}$/.test(text) && Math.abs(Number(text.replace(',', '.')) - n) <= 0.005 + 1e-9;
      }),
    );
  });
});
