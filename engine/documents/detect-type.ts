import { DOCUMENT_KINDS, MAX_DOCUMENT_BYTES, type DocumentKind } from './document-limits.ts';
import type { DocumentProblem } from './document-problems.ts';

// Which reader a file goes to: its name's extension says what it claims to be, its first bytes
// (the formats' magic numbers) whether it is. A file whose bytes are another known format is the
// wrong type (a PNG renamed .pdf); one whose bytes are no known format is corrupt (a .pdf without
// its header). Text files have no magic number: they are text when no known binary format starts
// them and their first bytes hold no NUL (UTF-16 aside, which starts with its byte order mark).

/** How many first bytes the detection reads: a PDF's header may follow up to 1,024 bytes of junk (readers accept it). */
export const HEAD_BYTES = 1024;

type Signature = 'pdf' | 'zip' | 'compound' | 'image' | 'program';

/** PNG's signature (RFC 2083, 3.1): its \r\n\x1a\n bytes exist to catch a PNG handled as text. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** Magic numbers at offset 0 (PDF is found anywhere in the head, below). */
const SIGNATURES: ReadonlyArray<[Signature, readonly number[]]> = [
  // ZIP local file header "PK\x03\x04" (APPNOTE.TXT 4.3.7): every .docx (ECMA-376 Part 2, Open Packaging Conventions).
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  // Compound File Binary (MS-CFB 2.2): old .doc files and password-protected Office files.
  ['compound', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['image', PNG],
  ['image', [0xff, 0xd8, 0xff]], // JPEG
  ['image', [0x47, 0x49, 0x46, 0x38]], // GIF8
  ['image', [0x52, 0x49, 0x46, 0x46]], // RIFF (WebP, WAV, AVI)
  ['program', [0x4d, 0x5a]], // MZ: Windows .exe / .dll
  ['program', [0x7f, 0x45, 0x4c, 0x46]], // ELF
];

/** "%PDF-" (ISO 32000-1, 7.5.2 File Header). */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

function hasPdfHeader(head: Uint8Array): boolean {
  const end = Math.min(head.length, HEAD_BYTES) - PDF_HEADER.length;
  for (let at = 0; at <= end; at++) if (startsWith(head, PDF_HEADER, at)) return true;
  return false;
}

/** The known format the bytes start with, or null. */
export function sniffSignature(head: Uint8Array): Signature | null {
  if (startsWith(head, PDF_HEADER)) return 'pdf';
  for (const [signature, magic] of SIGNATURES) if (startsWith(head, magic)) return signature;
  return null;
}

/**
 * Formats whose magic number no text can start with (a control character or a byte that is no
 * UTF-8 lead): a text file starting "MZ" or "GIF8" is still text; an image or program renamed
 * .txt has NUL bytes in its head, which looksLikeText refuses.
 */
const NEVER_TEXT: ReadonlySet<Signature | null> = new Set<Signature>(['pdf', 'zip', 'compound']);

/** The extension of a file name, lower case, without its dot ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function isDocumentKind(extension: string): extension is DocumentKind {
  return (DOCUMENT_KINDS as readonly string[]).includes(extension);
}

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
] as const;

function looksLikeText(head: Uint8Array): boolean {
  if (UTF16_BOMS.some((bom) => startsWith(head, bom))) return true;
  return !head.slice(0, HEAD_BYTES).includes(0);
}

export type Detected = { kind: DocumentKind } | { problem: DocumentProblem };

/** The reader a file goes to, or why it goes to none. `head`: at least its first HEAD_BYTES bytes (all of a smaller file). */
export function detectDocumentType(fileName: string, head: Uint8Array): Detected {
  const extension = extensionOf(fileName);
  if (!isDocumentKind(extension)) return { problem: 'wrong-type' };
  const signature = sniffSignature(head);
  if (extension === 'pdf') {
    if (signature === 'pdf' || (signature === null && hasPdfHeader(head))) return { kind: 'pdf' };
    return { problem: signature === null ? 'corrupt' : 'wrong-type' };
  }
  if (extension === 'docx') {
    if (signature === 'zip') return { kind: 'docx' };
    if (signature === 'compound') return { problem: 'protected-word' };
    return { problem: signature === null ? 'corrupt' : 'wrong-type' };
  }
  if (NEVER_TEXT.has(signature) || startsWith(head, PNG) || !looksLikeText(head)) return { problem: 'wrong-type' };
  return { kind: extension };
}

/** Why a file of this many bytes is not read, or null when its size is fine. */
export function sizeProblem(bytes: number): DocumentProblem | null {
  if (bytes <= 0) return 'empty-file';
  return bytes > MAX_DOCUMENT_BYTES ? 'too-big' : null;
}
