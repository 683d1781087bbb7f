import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../engine/i18n/locales.ts';
import { formatCountIn, TABLE_FORMATTED_LANGUAGES } from '../../engine/format/format-number.ts';

describe('formatCountIn without Intl', () => {
  it('covers every language of the site but English', () => {
    const ids = LOCALES.filter((id) => id !== 'en');
    expect([...TABLE_FORMATTED_LANGUAGES].sort()).toEqual([...ids].sort());
  });

  it('writes any whole number exactly as Intl.NumberFormat does, in each language', () => {
    for (const lang of TABLE_FORMATTED_LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })), (n) => {
          expect(formatCountIn(n, lang)).toBe(intl.format(n));
        }),
      );
      for (const n of [0, 999, 1000, 9999, 10_000, 123_456, 1_000_000]) expect(formatCountIn(n, lang)).toBe(intl.format(n));
    }
  });

  it('leaves what is not a whole number to Intl', () => {
    expect(formatCountIn(1234.5, 'de')).toBe(new Intl.NumberFormat('de', { maximumFractionDigits: 0 }).format(1234.5));
  });
});
