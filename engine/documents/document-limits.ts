// What a long text input takes from a file: the formats and the largest file read. The browser
// reads the file itself (src/features/documents/); only the extracted text ever reaches the gateway.
// Documented in docs/documents.md.

/** Largest file read, in bytes: 10 MB (10 × 1024 × 1024). */
export const MAX_DOCUMENT_MEGABYTES = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MEGABYTES * 1024 * 1024;

/** The formats read, by file name extension. */
export type DocumentKind = 'txt' | 'md' | 'docx' | 'pdf';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['txt', 'md', 'docx', 'pdf'];

/** The file picker's `accept`: the extensions, plus their media types for pickers that filter by type. */
export const DOCUMENT_ACCEPT =
  '.txt,.md,.docx,.pdf,text/plain,text/markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
