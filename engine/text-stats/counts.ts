import { hasSegmenter, isUnspaced, segmenterLocale } from './languages.ts';

// Every count here is linear in the text: Intl.Segmenter costs microseconds per segment and,
// over one long string, grows faster than the text (16,000 characters took seconds in V8), so it
// never sees more than one paragraph at a time, and a paragraph's count is remembered while a
// streamed result grows below it.

// A word in a spaced language: a run of letters, marks or digits with inner apostrophes
// or hyphens ("don't", "well-known"), the rule engine/generation/reading-stats.ts uses,
// so the two counts agree.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/gu;
const PARAGRAPH = /(?<=\n)/u;

/** The last paragraphs' dictionary-word counts, by language and text: streaming only re-segments the growing one. */
const paragraphWords = new Map<string, number>();
const REMEMBERED_PARAGRAPHS = 400;

function segmentedWords(paragraph: string, segmenter: Intl.Segmenter, language: string): number {
  const key = `${language}\u0000${paragraph}`;
  const known = paragraphWords.get(key);
  if (known !== undefined) return known;
  let words = 0;
  // Sentences of a paragraph are segmented one by one: word breaks never cross a sentence end.
  for (const piece of paragraph.split(/(?<=[。！？.!?]\s*)/u)) for (const segment of segmenter.segment(piece)) if (segment.isWordLike === true) words++;
  if (paragraphWords.size >= REMEMBERED_PARAGRAPHS) paragraphWords.clear();
  paragraphWords.set(key, words);
  return words;
}

/** Words for spaced languages; for ja/zh/th dictionary words via Intl.Segmenter, else one per letter. */
export function countWords(text: string, language: string): number {
  if (!isUnspaced(language)) return text.match(WORD)?.length ?? 0;
  if (!hasSegmenter()) return text.match(WORD_CHARACTER)?.length ?? 0;
  // A blank text has no word: making a Japanese or Chinese word segmenter loads its dictionary
  // (about 20 ms), which an empty editor on a Japanese page paid while the page loaded.
  if (text.trim() === '') return 0;
  const segmenter = new Intl.Segmenter(segmenterLocale(language), { granularity: 'word' });
  let words = 0;
  for (const paragraph of text.split(PARAGRAPH)) words += segmentedWords(paragraph, segmenter, language);
  return words;
}

// Code points that join the one before them into one user-perceived character (UAX #29 extended
// grapheme clusters, the cases text meets): combining and enclosing marks and variation selectors
// (\p{M}), emoji skin tones, emoji tag sequences (subdivision flags), the second regional indicator
// of a flag, the character after a zero-width joiner (and the joiner), and the \n of a \r\n.
const JOINED = /\p{M}|[\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|\u200D[^\s\u200D]?|(?<=\r)\n|(?<=(?:^|[^\p{RI}])(?:\p{RI}\p{RI})*\p{RI})\p{RI}/gu;

/** User-perceived characters ("é", "👍🏽" and "🇯🇵" count once), in one linear pass. */
export function countCharacters(text: string): number {
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff) codePoints++; // a low surrogate ends a pair already counted
  }
  let joined = 0;
  for (const match of text.matchAll(JOINED)) for (const _ of match[0]) joined++;
  return codePoints - joined;
}

// A sentence ends at terminal punctuation (Latin, Arabic, Devanagari) before a space or the end,
// at a CJK full stop, or at a line break (headings and list items end without a full stop).
const SENTENCE_END = /[.!?…؟।]+(?=\s|$)|[。！？]+|\n+/u;

/** Sentences: the pieces between sentence ends that hold a word. */
export function countSentences(text: string, _language: string): number {
  return text.split(SENTENCE_END).filter((piece) => HAS_WORD_CHARACTER.test(piece)).length;
}

// A hashtag as the platforms link it: # and a run of letters, marks, digits or underscores with at
// least one letter ("#2024" is no tag), not inside a word ("C#", "issue#5") or after another #.
const HASHTAG = /(?<![\p{L}\p{M}\p{N}_&#])#(?=[\p{M}\p{N}_]*\p{L})[\p{L}\p{M}\p{N}_]+/gu;

/** The hashtags of a text ("#HomeYoga #Lisbon" is 2). */
export function countHashtags(text: string): number {
  return text.match(HASHTAG)?.length ?? 0;
}
