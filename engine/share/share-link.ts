import { decodeFragment, encodeFragment, FRAGMENT_LIMIT_CHARS, type FragmentEncoding } from './fragment-codec.ts';

// Share links that store nothing: the result travels in the URL's fragment (#...),
// which browsers never send to a server. The page at /share decodes it in the browser.

export interface SharedResult {
  toolId: string;
  toolTitle: string;
  input: string;
  output: string;
}

/** Past about 8 KB a URL is unwieldy (chat apps and some browsers cut it): such results are not shared. */
export const SHARE_LIMIT_CHARS = FRAGMENT_LIMIT_CHARS;

export const SHARE_PATH = '/share';

type Wire = { v: 1; t: string; n: string; i: string; o: string };

export type ShareEncoding = FragmentEncoding;

/** The URL fragment (without '#') carrying the result, or why it cannot. */
export function encodeShareFragment(result: SharedResult): ShareEncoding {
  const wire: Wire = { v: 1, t: result.toolId, n: result.toolTitle, i: result.input, o: result.output };
  return encodeFragment(wire);
}

/** The full link, e.g. https://example.org/share#N4Ig... */
export function shareUrl(origin: string, fragment: string): string {
  return `${origin}${SHARE_PATH}#${fragment}`;
}

/** The shared result in a fragment (with or without '#'), or null for anything else. */
export function decodeShareFragment(fragment: string): SharedResult | null {
  const value = decodeFragment(fragment);
  if (typeof value !== 'object' || value === null) return null;
  const w = value as Partial<Wire>;
  if (w.v !== 1 || typeof w.t !== 'string' || typeof w.n !== 'string' || typeof w.i !== 'string' || typeof w.o !== 'string') return null;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(w.t)) return null;
  return { toolId: w.t, toolTitle: w.n, input: w.i, output: w.o };
}
