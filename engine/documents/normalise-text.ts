import { dropControlCharacters } from '../validation/control-characters.ts';

// What a file's extracted text becomes before it goes into a box, the same for every format: the
// text as a visitor would have pasted it. Composed characters (NFC), one kind of line break (LF),
// no control characters (a PDF's form feed between pages becomes a paragraph break first), no NUL
// or lone surrogate (the gateway refuses both), no spaces at line ends, at most one blank line in a
// row, and nothing blank at either end.

// eslint-disable-next-line no-control-regex -- NUL is exactly what this removes
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Unicode's line and paragraph separators, and the form feed: each a paragraph break. */
const BREAKS = /[\f\u2028\u2029]/g;
const LINE_END_SPACE = /[ \t]+$/gm;
const BLANK_LINES = /\n{3,}/g;
/** Whitespace (Unicode's, as \s knows it) at the start or end of the text. */
const EDGES = /^\s+|\s+$/g;

export function normaliseExtractedText(text: string): string {
  return dropControlCharacters(text.normalize('NFC').replace(LONE_SURROGATE, '\ufffd').replace(NUL, '').replace(BREAKS, '\n\n'))
    .replace(LINE_END_SPACE, '')
    .replace(BLANK_LINES, '\n\n')
    .replace(EDGES, '');
}
