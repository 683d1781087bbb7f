import { dropControlCharacters } from './control-characters.ts';

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

/** A value met while walking parsed JSON, with the way back to the root (a path is only built when needed). */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit, last?: string): string {
  const parts: string[] = last === undefined ? [] : [last];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.') || 'body';
}

/**
 * The dotted path (history.0.content) of the first string or key in a parsed
 * JSON value holding a NUL or a lone surrogate; null when all text is clean.
 * Walks with its own stack, depth first in document order, so no nesting can
 * overflow the call stack.
 */
export function findUnsafeText(root: unknown): string | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return pathOf(visit);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
    const children: Visit[] = [];
    for (const [key, item] of entries) {
      // A bad key is named by a clean rendering of itself, so the answer stays valid JSON text.
      if (!Array.isArray(value) && hasUnsafeCharacters(key)) return pathOf(visit, key.replace(new RegExp(UNSAFE.source, 'g'), '\ufffd'));
      children.push({ value: item, key, parent: visit });
    }
    for (const child of children.reverse()) stack.push(child);
  }
  return null;
}

/**
 * Drops control characters, bidi overrides and isolates from every string
 * value of parsed JSON, in place (keys stay: an unknown key is refused by the
 * routes' schemas, never stored). Iterative, like findUnsafeText. Returns the value.
 */
export function dropControlCharactersEverywhere<T>(root: T): T {
  if (typeof root === 'string') return dropControlCharacters(root) as T;
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        const clean = dropControlCharacters(item);
        // defineProperty, not assignment: an own "__proto__" key must stay a plain property.
        if (clean !== item) Object.defineProperty(record, key, { value: clean, writable: true, enumerable: true, configurable: true });
      } else if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return root;
}
