import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTPUT_LANGUAGES } from '../../engine/generation/output-languages.ts';
import { readability } from '../../engine/text-stats/readability.ts';
import { countWords } from '../../engine/text-stats/counts.ts';
import { countWordSyllables } from '../../engine/text-stats/syllables.ts';
import { textStats } from '../../engine/text-stats/text-stats.ts';

const LANGUAGES = Object.keys(OUTPUT_LANGUAGES);
const SPACED = ['en', 'es', 'fr', 'de', 'it', 'nl', 'pt-BR', 'ru', 'ar'];
const word = fc.stringMatching(/^[a-zà-öø-ÿ]{1,10}$/);
const words = fc.array(word, { minLength: 1, maxLength: 20 });
const sentence = words.map((ws) => `${ws.join(' ')}.`);

describe('textStats counts what the reader reads', () => {
  it('drops heading, list, emphasis, link and table markup', () => {
    const stats = textStats('# Title\n\nHello **world**. This is _fine_!\n\n- item one\n- [a link](https://example.com/x)\n\n| a | b |\n|---|---|\n', 'en');
    expect(stats.words).toBe(12);
    expect(stats.sentences).toBe(6);
  });

  it('counts characters as graphemes, with and without spaces', () => {
    const stats = textStats('Café 👍🏽 ok', 'en');
    expect(stats.characters).toBe(9);
    expect(stats.charactersWithoutSpaces).toBe(7);
  });

  it('counts Japanese and Chinese in dictionary words, not whitespace runs', () => {
    const japanese = textStats('今日は良い天気です。散歩に行きましょう。', 'ja');
    expect(japanese.wordUnit).toBe('segments');
    expect(japanese.words).toBeGreaterThan(2);
    expect(japanese.sentences).toBe(2);
    expect(textStats('我喜欢读书。', 'zh-Hans').words).toBeGreaterThan(1);
  });

  it('gives no readability score for languages without a published formula', () => {
    for (const language of ['ja', 'ar', 'zh-Hans', 'ko', 'hi']) expect(textStats('Some words here.', language).readability).toBeNull();
    expect(textStats('', 'en')).toMatchObject({ words: 0, sentences: 0, minutes: 0, readability: null });
  });

  it('property: wrapping words in ** or _ or adding a heading marker does not change the counts', () => {
    const decoration = fc.constantFrom((w: string) => `**${w}**`, (w: string) => `_${w}_`, (w: string) => `*${w}*`);
    fc.assert(fc.property(words, fc.array(decoration, { minLength: 20, maxLength: 20 }), fc.boolean(), fc.constantFrom(...SPACED), (ws, decorate, heading, language) => {
      const plain = ws.join(' ');
      const decorated = (heading ? '# ' : '') + ws.map((w, i) => (i % 2 === 0 ? (decorate[i] ?? String)(w) : w)).join(' ');
      const a = textStats(plain, language);
      const b = textStats(decorated, language);
      return a.words === b.words && a.characters === b.characters && a.sentences === b.sentences;
    }));
  });

  it('property: adding a sentence never decreases the sentence count', () => {
    fc.assert(fc.property(fc.array(sentence, { maxLength: 6 }), sentence, fc.constantFrom(...LANGUAGES), (sentences, extra, language) => {
      const before = textStats(sentences.join(' '), language).sentences;
      return textStats([...sentences, extra].join(' '), language).sentences >= before;
    }));
  });

  it('property: scores are finite and within 0–100, and the raw value is finite', () => {
    fc.assert(fc.property(fc.array(sentence, { minLength: 1, maxLength: 6 }), fc.constantFrom(...LANGUAGES), (sentences, language) => {
      const score = textStats(sentences.join('\n'), language).readability;
      return score === null || (Number.isFinite(score.raw) && score.score >= 0 && score.score <= 100);
    }));
  });

  it('property: counts grow with the text, never negative', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(...LANGUAGES), (text, language) => {
      const s = textStats(text, language);
      return s.words >= 0 && s.charactersWithoutSpaces <= s.characters && (s.words === 0) === (s.minutes === 0);
    }));
  });
});

describe('readability formulas', () => {
  // https://en.wikipedia.org/wiki/Flesch%E2%80%93Kincaid_readability_tests (Flesch reading ease):
  // "The cat sat on the mat." scores 116, above the usual 0–100 range.
  it('reproduces the Flesch reading ease worked example, clamped to 100', () => {
    const stats = textStats('The cat sat on the mat.', 'en');
    expect(stats.readability?.raw).toBeCloseTo(116.1, 1);
    expect(stats.readability).toMatchObject({ formula: 'flesch', score: 100, grade: 'veryEasy' });
  });

  it('applies each published formula to the same counts', () => {
    const counts = { words: 100, sentences: 5, syllables: 150, letters: 480, longWords: 30 };
    expect(readability(counts, 'en')?.raw).toBeCloseTo(206.835 - 1.015 * 20 - 84.6 * 1.5);
    expect(readability(counts, 'es')?.raw).toBeCloseTo(206.835 - 62.3 * 1.5 - 20);
    expect(readability(counts, 'fr')?.raw).toBeCloseTo(207 - 1.015 * 20 - 73.6 * 1.5);
    expect(readability(counts, 'de')?.raw).toBeCloseTo(180 - 20 - 58.5 * 1.5);
    expect(readability(counts, 'it')?.raw).toBeCloseTo(89 + (300 * 5 - 10 * 480) / 100);
    expect(readability(counts, 'nl')?.raw).toBeCloseTo(206.84 - 0.93 * 20 - 77 * 1.5);
    expect(readability(counts, 'pt-BR')?.raw).toBeCloseTo(248.835 - 1.015 * 20 - 84.6 * 1.5);
    expect(readability(counts, 'ru')?.raw).toBeCloseTo(206.835 - 1.3 * 20 - 60.1 * 1.5);
    expect(readability(counts, 'tr')?.raw).toBeCloseTo(198.825 - 40.175 * 1.5 - 2.61 * 20);
    for (const scandinavian of ['sv', 'da', 'no']) expect(readability(counts, scandinavian)?.raw).toBeCloseTo(20 + 30);
    expect(readability(counts, 'ja')).toBeNull();
  });

  it('grades on Flesch\'s table: 65 is standard, 20 very difficult', () => {
    const at = (syllables: number) => readability({ words: 10, sentences: 1, syllables, letters: 40, longWords: 2 }, 'en')?.grade;
    expect(at(16)).toBe('standard');
    expect(at(25)).toBe('veryDifficult');
  });

  it('grades LIX the other way round: higher is harder', () => {
    const lix = (longWords: number) => readability({ words: 100, sentences: 10, syllables: 150, letters: 500, longWords }, 'sv')?.grade;
    expect(lix(10)).toBe('veryEasy'); // 10 + 10 = 20
    expect(lix(35)).toBe('standard'); // 45
    expect(lix(60)).toBe('veryDifficult'); // 70
  });

  it('counts LIX long words (over six letters) and Turkish syllables (one per vowel)', () => {
    // Sju ord, en mening: "Barnen" (6) is short, "läsbarhet" (9) and "svenska" (7) are long. LIX = 7 + 100 × 2/7.
    expect(textStats('Barnen läser om läsbarhet på svenska idag.', 'sv').readability?.raw).toBeCloseTo(7 + 200 / 7);
    expect(countWordSyllables('okunabilirlik', 'tr')).toBe(6);
    expect(countWordSyllables('saat', 'tr')).toBe(2);
  });

  it('estimates syllables by vowel groups per language', () => {
    expect(countWordSyllables('table', 'en')).toBe(2);
    expect(countWordSyllables('make', 'en')).toBe(1);
    expect(countWordSyllables('reading', 'en')).toBe(2);
    expect(countWordSyllables('Haus', 'de')).toBe(1);
    expect(countWordSyllables('casa', 'es')).toBe(2);
    expect(countWordSyllables('привет', 'ru')).toBe(2);
    expect(countWordSyllables('tables', 'fr')).toBe(1);
  });
});

describe('a blank text on a Japanese, Chinese or Thai page', () => {
  it('counts no word and makes no word segmenter (its dictionary costs a page load about 20 ms)', () => {
    const real = Intl.Segmenter;
    const refuse = function Segmenter() {
      throw new Error('a word segmenter was made for a blank text');
    };
    Object.defineProperty(Intl, 'Segmenter', { value: refuse, configurable: true, writable: true });
    try {
      for (const language of ['ja', 'zh', 'th']) {
        expect(countWords('', language)).toBe(0);
        expect(countWords(' \n\n  ', language)).toBe(0);
      }
    } finally {
      Object.defineProperty(Intl, 'Segmenter', { value: real, configurable: true, writable: true });
    }
    expect(countWords('日本語の文章です', 'ja')).toBeGreaterThan(0);
  });
});
