import mammoth from 'mammoth';
import { docxToHtml } from '../../../engine/editor/files/docx-to-html.ts';
import type { DocxJob, DocxAnswer } from './docx-job.ts';

// Runs mammoth in a worker of its own, for the text boxes (plain text) and the AI Text Editor
// (structured HTML). mammoth is CommonJS: bundled into a page chunk, it made the bundler add its
// CommonJS helpers to the runtime chunk every page loads first (282 B gzip on the first-JavaScript
// budget, measured). A worker is bundled apart, helpers included, and keeps a long document's
// reading off the page's main thread.

self.onmessage = async (event: MessageEvent<DocxJob>) => {
  const { bytes, as } = event.data;
  try {
    const answer: DocxAnswer = as === 'html' ? { html: await docxToHtml({ arrayBuffer: bytes }) } : { text: (await mammoth.extractRawText({ arrayBuffer: bytes })).value };
    self.postMessage(answer);
  } catch {
    self.postMessage({ failed: true } satisfies DocxAnswer);
  }
};
