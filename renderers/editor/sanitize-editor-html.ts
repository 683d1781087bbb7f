import DOMPurify from 'dompurify';

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
