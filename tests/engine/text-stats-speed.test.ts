import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCharacters } from '../../engine/text-stats/counts.ts';
import { textStats } from '../../engine/text-stats/text-stats.ts';

// The result's counts are redrawn while it streams, on the page's main thread: they must stay
// linear in the text. Intl.Segmenter over one long string is not (16,000 characters took seconds
// in V8), which this guards against with a bound a quadratic count misses by far.

const PARAGRAPH = 'The quick brown fox jumps over the lazy dog, and **then** it runs into the forest. Why? Nobody knows!\n\n';
const JAPANESE = '今日は良い天気です。散歩に行きましょう。'.repeat(10) + '\n';

function millisecondsFor(text: string, language: string): number {
  textStats(text.slice(0, 500), language); // warm the regular expressions
  const start = performance.now();
  textStats(text, language);
  return performance.now() - start;
}

describe('textStats on a long result', () => {
  it('counts 64,000 characters in English, Spanish and Japanese in well under a second each', () => {
    for (const [language, paragraph] of [['en', PARAGRAPH], ['es', PARAGRAPH], ['ja', JAPANESE]] as const) {
      const text = paragraph.repeat(Math.ceil(64_000 / paragraph.length));
      expect(millisecondsFor(text, language)).toBeLessThan(1_000);
    }
  });

  it('gives the same counts for a long text as for its parts added up', () => {
    const once = textStats(PARAGRAPH, 'en');
    const many = textStats(PARAGRAPH.repeat(400), 'en');
    expect(many.words).toBe(once.words * 400);
    expect(many.sentences).toBe(once.sentences * 400);
  });
});

// The clusters text meets: letters with combining accents, emoji with skin tones, ZWJ families,
// flags (regional indicator pairs and tag sequences), keycaps and variation selectors, CRLF.
const cluster = fc.constantFrom('a', 'é', 'e\u0301', 'ñ', ' ', '\n', '\r\n', '👍', '👍🏽', '👨‍👩‍👧', '🇯🇵', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '❤️', 'ß', 'Ж', 'ع', '日', 'ก', '한', '.');

describe('countCharacters', () => {
  it('property: agrees with Intl.Segmenter graphemes on the clusters text meets', () => {
    const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    fc.assert(fc.property(fc.array(cluster, { maxLength: 40 }), (parts) => {
      const text = parts.join('');
      return countCharacters(text) === Array.from(graphemes.segment(text)).length;
    }));
  });
});
