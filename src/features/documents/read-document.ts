import { decodeTextFile } from '../../../engine/documents/decode-text.ts';
import { detectDocumentType, HEAD_BYTES, sizeProblem } from '../../../engine/documents/detect-type.ts';
import type { DocumentKind } from '../../../engine/documents/document-limits.ts';
import type { DocumentProblem } from '../../../engine/documents/document-problems.ts';
import { normaliseExtractedText } from '../../../engine/documents/normalise-text.ts';
import type { Extraction } from './extracted-text.ts';

// A file dropped on or picked for a box, read into text in the browser: nothing is uploaded. This
// module loads on the first file; each format's parser loads only when a file of its format comes.

export type ReadDocument =
  | { text: string; pages: number | null }
  | { problem: DocumentProblem };

async function extract(kind: DocumentKind, bytes: Uint8Array): Promise<Extraction> {
  if (kind === 'pdf') return (await import('./pdf-text.ts')).pdfText(bytes);
  if (kind === 'docx') return (await import('./docx-text.ts')).docxText(bytes);
  return { text: decodeTextFile(bytes), pages: null };
}

export async function readDocument(file: File): Promise<ReadDocument> {
  const tooLarge = sizeProblem(file.size);
  if (tooLarge) return { problem: tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectDocumentType(file.name, bytes.subarray(0, HEAD_BYTES));
  if ('problem' in detected) return detected;
  const extracted = await extract(detected.kind, bytes);
  if ('problem' in extracted) return extracted;
  const text = normaliseExtractedText(extracted.text);
  if (text === '') return { problem: detected.kind === 'pdf' ? 'no-text-layer' : 'no-text' };
  return { text, pages: extracted.pages };
}
