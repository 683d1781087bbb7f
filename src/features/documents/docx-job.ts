// Built by Vite as a worker file of our own origin (the CSP's script-src 'self' allows it).
import DocxWorker from './docx-worker.ts?worker';

/** What the Word worker is asked: a document's plain text, or its structure as HTML. */
export interface DocxJob {
  bytes: ArrayBuffer;
  as: 'text' | 'html';
}

/** The worker's answer; `loadFailed`: the worker's own file did not load. */
export type DocxAnswer = { text: string } | { html: string } | { failed: true } | { loadFailed: true };

/** Reads a Word document in the worker (mammoth), which ends with the answer. */
export function readDocx(bytes: Uint8Array, as: DocxJob['as']): Promise<DocxAnswer> {
  const worker = new DocxWorker();
  return new Promise<DocxAnswer>((resolve) => {
    worker.onmessage = (event: MessageEvent<DocxAnswer>) => resolve(event.data);
    worker.onerror = () => resolve({ loadFailed: true });
    const buffer = bytes.slice().buffer;
    worker.postMessage({ bytes: buffer, as } satisfies DocxJob, [buffer]);
  }).finally(() => worker.terminate());
}
