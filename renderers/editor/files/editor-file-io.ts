import { exportFileName } from '../../../engine/export/file-name.ts';
import { editorHtmlToMdast } from '../../../engine/export/editor-html-to-mdast.ts';
import { mdastToHtmlDocument } from '../../../engine/export/mdast-to-html.ts';
import { mdastToMarkdown } from '../../../engine/export/mdast-to-markdown.ts';
import { saveBlob } from '../../../src/features/result-actions/download-result.ts';
import { markdownToEditorHtml } from '../markdown-to-html.ts';
import { sanitizeEditorHtml } from '../sanitize-editor-html.ts';

// Opening and saving the editor's document. This module (and the Markdown pipeline with it) is
// loaded when the visitor first opens or saves a file; the .docx reader (mammoth) and writer
// (docx) only when a .docx is opened or saved.

export type SaveFormat = 'docx' | 'md' | 'html';

/** A file's content as HTML the editor may take: .docx through mammoth, .md and .txt as Markdown; always sanitised. */
export async function openEditorFile(file: File): Promise<string> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.docx')) {
    // mammoth runs in the documents' Word worker (see docx-worker.ts for why not on the page).
    const { readDocx } = await import('../../../src/features/documents/docx-job.ts');
    const answer = await readDocx(new Uint8Array(await file.arrayBuffer()), 'html');
    if (!('html' in answer)) throw new Error('The Word document could not be read');
    return sanitizeEditorHtml(answer.html);
  }
  if (name.endsWith('.md') || name.endsWith('.markdown') || name.endsWith('.txt')) return markdownToEditorHtml(await file.text());
  throw new Error('Unsupported file type');
}

/**
 * Saves the editor's HTML through the results' exporters: HTML -> Markdown syntax tree -> .md,
 * .html or .docx. .docx and .html keep paragraph alignment; Markdown has no syntax for it.
 */
export async function saveEditorFile(format: SaveFormat, html: string, text: string, title: string): Promise<void> {
  const tree = editorHtmlToMdast(html);
  const name = exportFileName('document', text, format);
  if (format === 'md') return saveBlob(new Blob([mdastToMarkdown(tree)], { type: 'text/markdown;charset=utf-8' }), name);
  if (format === 'html') return saveBlob(new Blob([mdastToHtmlDocument(tree, title)], { type: 'text/html;charset=utf-8' }), name);
  const { mdastToDocxBlob } = await import('../../../engine/export/markdown-to-docx.ts');
  saveBlob(await mdastToDocxBlob(tree, title), name);
}
