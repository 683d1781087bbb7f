import { countCharacters, countSentences, countWords } from './counts.ts';
import { isUnspaced } from './languages.ts';
import { readability, type Readability } from './readability.ts';
import { readerText } from './reader-text.ts';
import { countSyllables, hasSyllableRules } from './syllables.ts';

/** Silent reading speed for spaced languages (the low end of the common 200–250 wpm, for on-screen text). */
export const WORDS_PER_MINUTE = 200;
/** Japanese and Chinese readers are measured in characters; about 500 a minute is the common estimate. */
export const CHARACTERS_PER_MINUTE = 500;

export interface TextStats {
  words: number;
  /** How words were counted: 'words' split at spaces; 'segments' dictionary words of an unspaced language. */
  wordUnit: 'words' | 'segments';
  /** User-perceived characters of the text as read (markup removed), spaces included. */
  characters: number;
  charactersWithoutSpaces: number;
  sentences: number;
  /** Whole minutes, at least 1 once there is a word. */
  minutes: number;
  /** The language's readability formula, or null when it has none (ja, ar, zh, …). */
  readability: Readability | null;
}

const LETTER = /\p{L}/gu;
// A word of more than six letters (LIX's "long word"), marks inside it allowed.
const LONG_WORD = /(?:\p{L}\p{M}*){7,}/gu;
const WHITESPACE = /\s/gu;

function readingMinutes(words: number, characters: number, unspaced: boolean): number {
  if (words === 0) return 0;
  return Math.max(1, Math.ceil(unspaced ? characters / CHARACTERS_PER_MINUTE : words / WORDS_PER_MINUTE));
}

/** Counts of a Markdown result as its reader sees it, in its output language (a BCP 47 tag). */
export function textStats(markdown: string, language: string): TextStats {
  const text = readerText(markdown);
  const unspaced = isUnspaced(language);
  const words = countWords(text, language);
  const characters = countCharacters(text);
  const charactersWithoutSpaces = countCharacters(text.replace(WHITESPACE, ''));
  const sentences = countSentences(text, language);
  const score = hasSyllableRules(language)
    ? readability({ words, sentences, syllables: countSyllables(text, language), letters: text.match(LETTER)?.length ?? 0, longWords: text.match(LONG_WORD)?.length ?? 0 }, language)
    : null;
  return {
    words,
    wordUnit: unspaced ? 'segments' : 'words',
    characters,
    charactersWithoutSpaces,
    sentences,
    minutes: readingMinutes(words, charactersWithoutSpaces, unspaced),
    readability: score,
  };
}
