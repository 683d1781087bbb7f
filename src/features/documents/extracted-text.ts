import type { DocumentProblem } from '../../../engine/documents/document-problems.ts';

/** A format's text extraction: the text as the parser gives it, and the number of pages where the format has them. */
export interface ExtractedText {
  text: string;
  pages: number | null;
}

export type Extraction = ExtractedText | { problem: DocumentProblem };
