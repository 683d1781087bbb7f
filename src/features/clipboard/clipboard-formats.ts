import { markdownToSafeHtml } from '../../../engine/export/markdown-to-html.ts';
import { markdownToPlainText } from '../../../engine/export/markdown-to-plain-text.ts';

/** The two clipboard flavours of a Markdown result: sanitised HTML and plain text. */
export function clipboardFormats(markdown: string): { html: string; plain: string } {
  return { html: markdownToSafeHtml(markdown), plain: markdownToPlainText(markdown) };
}
