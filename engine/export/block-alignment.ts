// Paragraph and heading alignment carried through the Markdown syntax tree (mdast), which has no
// syntax for it: the editor's HTML -> mdast step stores it in a node's `data`, and the .docx and
// .html writers read it from there. Markdown text itself cannot keep it.

export type BlockAlignment = 'left' | 'center' | 'right' | 'justify';

declare module 'mdast' {
  interface ParagraphData {
    align?: BlockAlignment;
  }
  interface HeadingData {
    align?: BlockAlignment;
  }
}

const ALIGNMENTS: readonly BlockAlignment[] = ['left', 'center', 'right', 'justify'];

/** The alignment a `style` attribute sets (`text-align: center`), if it is one the editor knows. */
export function alignmentOfStyle(style: unknown): BlockAlignment | undefined {
  const value = /(?:^|;)\s*text-align\s*:\s*([a-z]+)/i.exec(typeof style === 'string' ? style : '')?.[1]?.toLowerCase();
  return ALIGNMENTS.find((a) => a === value);
}

/** The only `style` the exported HTML keeps: one text-align declaration. */
export const ALIGNMENT_STYLE = /^text-align: (?:left|center|right|justify)$/;
