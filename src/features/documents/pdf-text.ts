import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
// The worker is a file of the build, served from the site's own origin: the CSP's script-src
// 'self' (which worker-src falls back to) allows it, and nothing loads from elsewhere.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { problemOfPdfError } from '../../../engine/documents/document-problems.ts';
import type { Extraction } from './extracted-text.ts';

// A PDF's text layer, page by page, with pdf.js (Mozilla's reader, as in Firefox). Compiling code
// from strings (isEvalSupported) is off: the CSP has no 'unsafe-eval', and text needs no glyph
// drawing. Fonts are not handed to the page either (disableFontFace): nothing is drawn.

GlobalWorkerOptions.workerSrc = workerUrl;

function isTextItem(item: TextItem | TextMarkedContent): item is TextItem {
  return 'str' in item;
}

/** A page's text: its items in reading order, a line break where pdf.js saw one. */
function pageText(items: ReadonlyArray<TextItem | TextMarkedContent>): string {
  let text = '';
  for (const item of items) if (isTextItem(item)) text += item.str + (item.hasEOL ? '\n' : '');
  return text;
}

export async function pdfText(bytes: Uint8Array): Promise<Extraction> {
  const task = getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, stopAtErrors: false });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    // Pages apart by a blank line, as paragraphs are.
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } catch (error) {
    return { problem: problemOfPdfError(error instanceof Error ? error.name : undefined) };
  } finally {
    void task.destroy();
  }
}
