import { markdownToPlainText } from '../../../engine/export/markdown-to-plain-text.ts';
import { excerpt } from './saved-result-time.ts';

// Lists of saved results show what "Copy" pastes as plain text (no **, # or fences), never the
// Markdown source. A one-line preview needs only the start of a result: parsing a few hundred
// characters per item keeps a list of 500 results quick to draw.
const PREVIEW_SOURCE_CHARS = 1500;

/** The start of a Markdown result as one line of plain text. */
export function plainExcerpt(markdown: string, max: number): string {
  return excerpt(markdownToPlainText(markdown.slice(0, PREVIEW_SOURCE_CHARS)), max);
}

/** The whole result as plain text, the clipboard's text/plain. */
export { markdownToPlainText as plainText };
