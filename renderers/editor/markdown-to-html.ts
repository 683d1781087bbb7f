import { markdownToSafeHtml } from '../../engine/export/markdown-to-html.ts';
import { sanitizeEditorHtml } from './sanitize-editor-html.ts';

/**
 * Model output (Markdown) as HTML the editor may insert: raw HTML in the
 * Markdown is dropped by remark-rehype, rehype-sanitize strips the rest, and
 * DOMPurify checks the final string against the editor's vocabulary.
 * Loaded on demand (load-editor-markdown.ts), not with the editor.
 */
export function markdownToEditorHtml(markdown: string): string {
  return sanitizeEditorHtml(markdownToSafeHtml(markdown));
}

const SINGLE_PARAGRAPH = /^<p>((?:(?!<\/?p[\s>]).)*)<\/p>\s*$/s;

/**
 * A one-paragraph answer replaces a selection inside a sentence: unwrapping
 * it keeps the surrounding paragraph whole instead of splitting it in three.
 */
export function inlineIfSingleParagraph(html: string): string {
  return SINGLE_PARAGRAPH.exec(html.trim())?.[1] ?? html;
}
