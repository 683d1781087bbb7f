import type { Fragment, Mark, Node as PmNode } from '@tiptap/pm/model';

/** A block of the original range as plain text, with each character's position and marks. */
export interface OriginalBlock {
  text: string;
  chars: Array<{ pos: number; marks: readonly Mark[] }>;
  /** Where the range ends inside this block: insertions at the block's end go here. */
  end: number;
}

/** A block of the AI's answer as runs of text with their marks (a line break is a "\n" run). */
export interface RevisedBlock {
  text: string;
  runs: Array<{ text: string; marks: readonly Mark[] }>;
}

/** The textblocks (paragraphs, headings, list items' paragraphs) the range [from, to) covers, cut to the range. */
export function originalBlocks(doc: PmNode, from: number, to: number): OriginalBlock[] {
  const blocks: OriginalBlock[] = [];
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    const start = Math.max(from, pos + 1);
    const block: OriginalBlock = { text: '', chars: [], end: Math.min(to, pos + 1 + node.content.size) };
    node.forEach((child, offset) => {
      const at = pos + 1 + offset;
      const text = child.isText ? (child.text ?? '') : '\n';
      for (let i = 0; i < text.length; i++) {
        if (at + i < start || at + i >= block.end) continue;
        block.text += text[i];
        block.chars.push({ pos: at + i, marks: child.marks });
      }
    });
    blocks.push(block);
    return false;
  });
  return blocks;
}

function inlineRuns(node: PmNode, into: RevisedBlock): void {
  const text = node.isText ? (node.text ?? '') : node.type.name === 'hardBreak' ? '\n' : '';
  if (text === '') return;
  into.text += text;
  into.runs.push({ text, marks: node.marks });
}

/** The AI's answer as textblocks; inline content outside any block (a one-paragraph answer, unwrapped) is one block. */
export function revisedBlocks(content: Fragment): RevisedBlock[] {
  const blocks: RevisedBlock[] = [];
  let loose: RevisedBlock | null = null;
  const visit = (node: PmNode) => {
    if (node.isTextblock) {
      const block: RevisedBlock = { text: '', runs: [] };
      node.forEach((child) => inlineRuns(child, block));
      blocks.push(block);
    } else if (node.isInline) {
      if (!loose) blocks.push((loose = { text: '', runs: [] }));
      inlineRuns(node, loose);
    } else node.forEach(visit);
  };
  content.forEach(visit);
  return blocks;
}
