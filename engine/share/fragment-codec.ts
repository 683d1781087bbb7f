import LZString from 'lz-string';

// lz-string is CommonJS: its default export is the one object Node and bundlers agree on.
const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

// The one way links carry data without a server: a JSON value, lz-string compressed into the URL's
// fragment (#...), which browsers never send to a server. Share links and form links both use it.

/** Past about 8 KB a URL is unwieldy (chat apps and some browsers cut it): nothing longer is made or read. */
export const FRAGMENT_LIMIT_CHARS = 8 * 1024;

export type FragmentEncoding = { ok: true; fragment: string } | { ok: false; reason: 'too_long'; size: number };

/** `value` as a fragment (without '#'), or its size when it is over the limit. */
export function encodeFragment(value: unknown): FragmentEncoding {
  const fragment = compressToEncodedURIComponent(JSON.stringify(value));
  return fragment.length > FRAGMENT_LIMIT_CHARS ? { ok: false, reason: 'too_long', size: fragment.length } : { ok: true, fragment };
}

/** The JSON value in a fragment (with or without '#'); undefined for an empty, oversized or unreadable one. Never throws. */
export function decodeFragment(fragment: string): unknown {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (raw === '' || raw.length > FRAGMENT_LIMIT_CHARS) return undefined;
  try {
    return JSON.parse(decompressFromEncodedURIComponent(raw) ?? '') as unknown;
  } catch {
    return undefined;
  }
}
