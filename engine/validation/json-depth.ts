// How deeply a JSON text nests, read from the raw text before it is parsed:
// a body nested thousands of levels deep is refused before any parser or walk
// sees it, so no recursive code downstream can run out of stack on it.

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of arrays and objects in a JSON text: one linear scan
 * counting [ and { outside strings (a backslash escapes the next character in
 * a string). Malformed text is measured the same way; JSON.parse judges it after.
 * Stops early once the depth passes `stopAbove`.
 */
export function jsonNestingDepth(raw: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth = Math.max(0, depth - 1);
  }
  return deepest;
}
