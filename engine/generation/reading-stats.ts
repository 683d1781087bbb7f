/** Average silent reading speed used for "min read" (a common 200–250 wpm estimate; the low end, for on-screen text). */
export const WORDS_PER_MINUTE = 200;

export interface ReadingStats {
  words: number;
  characters: number;
  /** Whole minutes, at least 1 once there is a word. */
  minutes: number;
}

// A word: a run of letters or digits, with inner apostrophes or hyphens ("don't", "well-known").
// Markdown markup (#, **, -, |) is not a word, so the count matches what the visitor reads.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function readingStats(text: string): ReadingStats {
  const words = text.match(WORD)?.length ?? 0;
  return { words, characters: text.length, minutes: words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) };
}
