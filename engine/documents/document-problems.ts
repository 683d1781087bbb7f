// Every way a file can fail to become text, and the message the visitor reads for each. The
// messages live in the 'documents' namespace (src/i18n/messages/<locale>/documents.json); each
// names the file and says what to do, and none of them touches what is already in the box.

export type DocumentProblem =
  /** Over MAX_DOCUMENT_BYTES. */
  | 'too-big'
  /** Zero bytes. */
  | 'empty-file'
  /** Not TXT, MD, DOCX or PDF (by extension), or its bytes are another format (a PNG renamed .pdf). */
  | 'wrong-type'
  /** Claims a format it does not hold intact (a PDF without its header, a DOCX without its document). */
  | 'corrupt'
  /** A PDF that asks for a password. */
  | 'encrypted'
  /** A Word file that is encrypted (Office stores those as a compound file, not a ZIP) or an old .doc renamed. */
  | 'protected-word'
  /** A PDF whose pages carry no text layer: a scan or a picture. */
  | 'no-text-layer'
  /** A readable file with no text in it. */
  | 'no-text'
  /** The box is already at its limit: nothing of the file fits. */
  | 'no-room'
  /** The reader itself could not run (its code did not load: offline). */
  | 'read-failed';

export type DocumentProblemKey =
  | 'problemTooBig'
  | 'problemEmptyFile'
  | 'problemWrongType'
  | 'problemCorrupt'
  | 'problemEncrypted'
  | 'problemProtectedWord'
  | 'problemNoTextLayer'
  | 'problemNoText'
  | 'problemNoRoom'
  | 'problemReadFailed';

const PROBLEM_KEYS: Record<DocumentProblem, DocumentProblemKey> = {
  'too-big': 'problemTooBig',
  'empty-file': 'problemEmptyFile',
  'wrong-type': 'problemWrongType',
  corrupt: 'problemCorrupt',
  encrypted: 'problemEncrypted',
  'protected-word': 'problemProtectedWord',
  'no-text-layer': 'problemNoTextLayer',
  'no-text': 'problemNoText',
  'no-room': 'problemNoRoom',
  'read-failed': 'problemReadFailed',
};

/** The message key for a problem; every message takes the file's `name` and the size limit's `megabytes`. */
export function problemMessageKey(problem: DocumentProblem): DocumentProblemKey {
  return PROBLEM_KEYS[problem];
}

/**
 * The problem a PDF parser's failure means, from the error's name (pdf.js names its exceptions:
 * PasswordException for a PDF that needs a password, InvalidPDFException and the rest for a file
 * it cannot parse). A failure with no name of its own is a damaged file too: the parser ran.
 */
export function problemOfPdfError(errorName: string | undefined): DocumentProblem {
  return errorName === 'PasswordException' ? 'encrypted' : 'corrupt';
}

/** The line that tells what was read: with pages for a PDF, without for formats that have none fixed. */
export function summaryMessageKey(pages: number | null): 'summaryWithPages' | 'summary' {
  return pages === null ? 'summary' : 'summaryWithPages';
}
