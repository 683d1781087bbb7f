import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xWeightedLength } from '../../engine/text-stats/x-weighted-length.ts';

// The examples of X's own page, https://docs.x.com/resources/fundamentals/counting-characters
// ("Examples", "Emoji", "URL handling", "Text encoding"), and its stated rules as properties.
describe('the length of a post as X counts it', () => {
  it('the page\'s examples: Latin and Cyrillic letters count 1 each', () => {
    expect(xWeightedLength('a')).toBe(1); // U+0061
    expect(xWeightedLength('\u00e1')).toBe(1); // á
    expect(xWeightedLength('\u04d1')).toBe(1); // ӑ, Cyrillic small a with breve
    // The page's table also lists Ồ (U+1ED2) as 1, but U+1ED2 lies outside every range the same page
    // (and twitter-text's configuration) gives weight 1: the stated rule is followed here.
    expect(xWeightedLength('\u1ed2')).toBe(2);
  });

  it('the page\'s emoji count 2 each, skin tone and zero-width joiner sequences included', () => {
    expect(xWeightedLength('\u{1F47E}')).toBe(2); // 👾
    expect(xWeightedLength('\u{1F64B}\u{1F3FD}')).toBe(2); // 🙋🏽
    expect(xWeightedLength('\u{1F468}\u200D\u{1F3A4}')).toBe(2); // 👨‍🎤
    expect(xWeightedLength('\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}')).toBe(2); // 👨‍👩‍👧‍👦
  });

  it('"café" counts 4 composed or decomposed (NFC)', () => {
    expect(xWeightedLength('caf\u00e9')).toBe(4);
    expect(xWeightedLength('cafe\u0301')).toBe(4);
  });

  it('every URL counts 23, however long; punctuation after it is the sentence\'s', () => {
    expect(xWeightedLength('https://example.com')).toBe(23);
    expect(xWeightedLength('https://example.com/very/long/path')).toBe(23);
    expect(xWeightedLength('See https://example.com.')).toBe(4 + 23 + 1);
    expect(xWeightedLength('www.example.org/a?b=c, then')).toBe(23 + 6);
  });

  it('Chinese, Japanese and Korean count 2 a character: 140 of them fill a post', () => {
    expect(xWeightedLength('日本語')).toBe(6);
    expect(xWeightedLength('한국어')).toBe(6);
    expect(xWeightedLength('中'.repeat(140))).toBe(280);
    expect(xWeightedLength('中'.repeat(141))).toBe(282);
  });

  it('typographic quotes and dashes count 1; directional marks (outside the ranges) count 2', () => {
    expect(xWeightedLength('\u201cquoted\u201d \u2014 yes')).toBe(14);
    expect(xWeightedLength('\u200e')).toBe(2);
  });

  it('text in the single-weight scripts counts its code points; a URL anywhere adds 23 for itself', () => {
    const plain = fc.string({ unit: fc.constantFrom(...'abc xyz,.!?-ñüøйжשل'.split('')), maxLength: 200 });
    fc.assert(
      fc.property(plain, plain, fc.webPath(), (before, after, path) => {
        expect(xWeightedLength(before)).toBe([...before.normalize('NFC')].length);
        const url = `https://example.com${path.replace(/[.,:;!?'")\]]+$/, '')}`;
        expect(xWeightedLength(`${before} ${url} ${after}`)).toBe(xWeightedLength(before) + 1 + 23 + 1 + xWeightedLength(after));
      }),
    );
  });

  it('an emoji added anywhere between words adds exactly 2', () => {
    const words = fc.array(fc.constantFrom('hello', 'world', '世界', 'ça', 'va'), { maxLength: 10 });
    fc.assert(
      fc.property(words, fc.nat(), fc.constantFrom('\u{1F600}', '\u{1F44D}\u{1F3FF}', '\u{1F1EF}\u{1F1F5}', '\u2764\uFE0F'), (parts, at, emoji) => {
        const text = parts.join(' ');
        const i = parts.length === 0 ? 0 : at % (parts.length + 1);
        const withEmoji = [...parts.slice(0, i), emoji, ...parts.slice(i)].join(' ');
        expect(xWeightedLength(withEmoji)).toBe(xWeightedLength(text) + 2 + (parts.length > 0 ? 1 : 0));
      }),
    );
  });
});
