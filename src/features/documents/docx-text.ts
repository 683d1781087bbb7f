import type { Extraction } from './extracted-text.ts';
import { readDocx } from './docx-job.ts';

// A Word document's text with mammoth (in docx-worker.ts): paragraphs apart by a blank line,
// tables' cells and lists' items as paragraphs of their own, no formatting. A .docx has no fixed
// pages (Word lays them out when it shows the file), so none are counted. A ZIP that is no Word
// document (no word/document.xml) makes mammoth fail: a damaged file as far as the visitor is concerned.

export async function docxText(bytes: Uint8Array): Promise<Extraction> {
  const answer = await readDocx(bytes, 'text');
  if ('text' in answer) return { text: answer.text, pages: null };
  return 'loadFailed' in answer ? { problem: 'read-failed' } : { problem: 'corrupt' };
}
