/**
 * 'rich': a generated Markdown result as sanitised HTML (text/html) plus plain text without the
 * Markdown syntax (text/plain), so it pastes well into Word or Gmail.
 * 'markdown': the Markdown source as it is. 'text': any other text, as it is.
 */
export type CopyAs = 'rich' | 'markdown' | 'text';

// The Markdown converters load only when something is copied.
const formatsOf = (markdown: string) => import('./clipboard-formats.ts').then((m) => m.clipboardFormats(markdown));

/** Writes to the clipboard; rejects when the browser refuses. Plain text where rich text is not supported. */
export async function copyText(text: string, as: CopyAs = 'text'): Promise<void> {
  if (as !== 'rich') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    // Promised blobs: the item is made inside the click, so Safari keeps the permission while the converters load.
    const formats = formatsOf(text);
    const blob = (type: 'text/html' | 'text/plain') => formats.then((f) => new Blob([type === 'text/html' ? f.html : f.plain], { type }));
    try {
      return await navigator.clipboard.write([new ClipboardItem({ 'text/html': blob('text/html'), 'text/plain': blob('text/plain') })]);
    } catch {
      // rich clipboard refused: plain text below
    }
  }
  return navigator.clipboard.writeText((await formatsOf(text)).plain);
}
