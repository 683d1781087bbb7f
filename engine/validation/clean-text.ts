// Text checks shared by every route and form: what counts as blank, and which
// characters can never be stored or sent on (PostgreSQL's jsonb and text
// refuse NUL, and a lone UTF-16 surrogate is not a character at all).

/**
 * Characters that show nothing: every Unicode space and line break, plus the
 * zero-width ones (ZWSP, ZWNJ, ZWJ, word joiner), the BOM, the soft hyphen and
 * the Mongolian vowel separator that \s does not cover.
 */
const BLANK = /^[\s\u200b-\u200d\u2060\ufeff\u00ad\u180e]*$/u;

/** True when the text shows nothing: empty, spaces, line breaks or zero-width characters only. */
export function isBlank(text: string): boolean {
  return BLANK.test(text);
}

// A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE.test(text);
}

/**
 * The dotted path (history.0.content) of the first string or key in a parsed
 * JSON value holding a NUL or a lone surrogate; null when all text is clean.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  const here = () => path.join('.') || 'body';
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? here() : null;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // A bad key is named by a clean rendering of itself, so the answer stays valid JSON text.
    if (hasUnsafeCharacters(key)) return [...path, key.replace(new RegExp(UNSAFE.source, 'g'), '\ufffd')].join('.');
    const found = findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}
