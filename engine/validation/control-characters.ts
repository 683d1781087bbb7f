// Characters that can rewrite what an operator sees: C0 and C1 control
// characters (ANSI escapes start with ESC, a carriage return rewrites the line
// it ends) and the Unicode bidi embeddings, overrides and isolates that reorder
// text on screen. Tab and line feed are ordinary text and stay. NUL is not
// here: clean-text.ts refuses it outright (the database cannot store it).

/** C0 controls but tab, LF and NUL; DEL and the C1 block; LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const DROPPED = /[\u0001-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Every control character (NUL, CR and the rest) that a terminal would act on instead of showing, for escaping. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const SHOWN_ESCAPED = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text without control characters, bidi overrides or isolates. A line
 * break written CR LF or CR becomes LF first, so what a visitor wrote on two
 * lines stays on two lines.
 */
export function dropControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(DROPPED, '');
}

export function hasControlCharacters(text: string): boolean {
  return new RegExp(SHOWN_ESCAPED.source).test(text);
}

/** The text with each control, bidi override or isolate shown as \uXXXX, so a terminal prints it instead of obeying it. Tab and LF stay. */
export function escapeControlCharacters(text: string): string {
  return text.replace(SHOWN_ESCAPED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Longest piece of what a client sent that an error message quotes. */
export const MAX_QUOTED_CHARS = 64;

/**
 * A piece of client text fit to quote in an error message: its first 64
 * characters (whole code points), "…" when there was more, controls escaped.
 */
export function quoteClientText(text: string): string {
  const points = Array.from(text.slice(0, MAX_QUOTED_CHARS * 2));
  const head = points.slice(0, MAX_QUOTED_CHARS).join('');
  return escapeControlCharacters(head) + (head.length < text.length ? '…' : '');
}
