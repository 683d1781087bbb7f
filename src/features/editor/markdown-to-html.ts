import DOMPurify from 'dompurify';
import { markdownToSafeHtml } from '../../../engine/export/markdown-to-html.ts';

/** Only what the editor's schema can hold: the rest is dropped before TipTap even parses it. */
const EDITOR_HTML = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'hr'],
  ALLOWED_ATTR: ['href', 'style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** Sanitises HTML to the editor's vocabulary (pasted content, model output). */
export function sanitizeEditorHtml(html: string): string {
  return DOMPurify.sanitize(html, EDITOR_HTML);
}

/**
 * Model output (Markdown) as HTML the editor may insert: raw HTML in the
 * Markdown is dropped by remark-rehype, rehype-sanitize strips the rest, and
 * DOMPurify checks the final string against the editor's vocabulary.
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
