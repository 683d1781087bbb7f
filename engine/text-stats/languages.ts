// Languages written without spaces between words: a whitespace split finds one "word"
// per line, so their counts come from Intl.Segmenter's dictionary-based word breaks,
// or, where the runtime has none, one word per character (as Japanese and Chinese word
// processors count "characters" instead of words).
const UNSPACED = new Set(['ja', 'zh', 'th']);

/** The primary language subtag, lowercase: 'pt-BR' → 'pt', 'zh-Hans' → 'zh'. */
export function baseLanguage(language: string): string {
  return language.split('-')[0]?.toLowerCase() ?? '';
}

export function isUnspaced(language: string): boolean {
  return UNSPACED.has(baseLanguage(language));
}

export function hasSegmenter(): boolean {
  return typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function';
}

/** A BCP 47 tag Intl accepts, or undefined (the runtime's default) for one it rejects. */
export function segmenterLocale(language: string): string | undefined {
  try {
    return Intl.Segmenter.supportedLocalesOf([language])[0];
  } catch {
    return undefined;
  }
}
