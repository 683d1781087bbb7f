import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE, readingStats } from '../../engine/generation/reading-stats.ts';

describe('readingStats', () => {
  it('counts words as read, not Markdown markup', () => {
    const text = '# Heading\n\nFirst **bold** paragraph.\n\n- item one\n- item two\n';
    expect(readingStats(text)).toEqual({ words: 8, characters: text.length, minutes: 1 });
    expect(readingStats("Don't stop, well-known 42 | --- |")).toMatchObject({ words: 4 });
    expect(readingStats('')).toEqual({ words: 0, characters: 0, minutes: 0 });
  });

  it('rounds reading time up to whole minutes', () => {
    expect(readingStats('word '.repeat(WORDS_PER_MINUTE)).minutes).toBe(1);
    expect(readingStats('word '.repeat(WORDS_PER_MINUTE + 1)).minutes).toBe(2);
  });

  it('property: appending a chunk adds its words, less at most one joined at the seam', () => {
    const chunk = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '-', "'", '*', '\n', 'é') });
    fc.assert(fc.property(chunk, chunk, (a, b) => {
      const sum = readingStats(a).words + readingStats(b).words;
      const joined = readingStats(a + b);
      return joined.characters === a.length + b.length && joined.words <= sum && joined.words >= sum - 1;
    }));
  });
});
