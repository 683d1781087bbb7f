import { DOMParser as PmDOMParser, Fragment, Slice, type Mark, type Node as PmNode, type Schema } from '@tiptap/pm/model';
import type { Transaction } from '@tiptap/pm/state';
import { diffForReview } from '../../../engine/editor/tracked-changes/diff-for-review.ts';
import { originalBlocks, revisedBlocks, type OriginalBlock, type RevisedBlock } from './edit-texts.ts';
import { DELETE_MARK, INSERT_MARK } from './tracked-commands.ts';

interface Marks {
  insert: (id: string) => Mark;
  remove: (id: string) => Mark;
}

/** The AI's text from `start`, `length` characters long, as text nodes: its own marks, the original's there, and the insert mark. */
function insertedNodes(schema: Schema, block: RevisedBlock, start: number, length: number, inherited: readonly Mark[], insert: Mark): PmNode[] {
  const nodes: PmNode[] = [];
  let at = 0;
  for (const run of block.runs) {
    const piece = run.text.slice(Math.max(0, start - at), Math.max(0, start + length - at));
    at += run.text.length;
    if (piece === '') continue;
    let marks: readonly Mark[] = inherited.filter((m) => m.type.name !== INSERT_MARK && m.type.name !== DELETE_MARK);
    for (const mark of [...run.marks, insert]) marks = mark.addToSet(marks);
    nodes.push(schema.text(piece, marks));
  }
  return nodes;
}

/**
 * One block diffed in place: removed text keeps its node and marks and gets the delete
 * mark; the AI's text goes right after it with the insert mark. Inserted text also takes
 * the marks of the text it replaces (or follows), so a word changed inside a bold
 * phrase stays bold once accepted. Applied from the end so earlier positions hold.
 */
function diffBlock(tr: Transaction, original: OriginalBlock, revised: RevisedBlock, ids: string, marks: Marks): void {
  const schema = tr.doc.type.schema;
  const edits: Array<{ from: number; to: number; nodes: PmNode[]; id: string }> = [];
  let o = 0;
  let r = 0;
  for (const segment of diffForReview(original.text, revised.text)) {
    if (segment.kind === 'same') {
      o += segment.text.length;
      r += segment.text.length;
      continue;
    }
    const { id, removed, added } = segment.change;
    const from = original.chars[o]?.pos ?? original.end;
    const to = removed === '' ? from : (original.chars[o + removed.length - 1]?.pos ?? from - 1) + 1;
    const inherited = (removed === '' ? original.chars[o - 1] : original.chars[o])?.marks ?? [];
    const changeId = `${ids}-${id}`;
    edits.push({ from, to, id: changeId, nodes: insertedNodes(schema, revised, r, added.length, inherited, marks.insert(changeId)) });
    o += removed.length;
    r += added.length;
  }
  for (const edit of edits.reverse()) {
    if (edit.nodes.length > 0) tr.insert(edit.to, edit.nodes);
    if (edit.to > edit.from) tr.addMark(edit.from, edit.to, marks.remove(edit.id));
  }
}

function markInserted(content: Fragment, mark: Mark): Fragment {
  const nodes: PmNode[] = [];
  content.forEach((node) => nodes.push(node.isText ? node.mark(mark.addToSet(node.marks)) : node.copy(markInserted(node.content, mark))));
  return Fragment.from(nodes);
}

/** Block counts differ: the whole range is one change, struck through, with the AI's blocks after it. */
function replaceBlocks(tr: Transaction, from: number, to: number, slice: Slice, ids: string, marks: Marks): void {
  const id = `${ids}-c1`;
  tr.addMark(from, to, marks.remove(id));
  tr.replace(to, to, new Slice(markInserted(slice.content, marks.insert(id)), slice.openStart, slice.openEnd));
}

function parseAnswer(schema: Schema, html: string): Slice {
  const holder = document.createElement('div');
  holder.innerHTML = html; // already sanitised to the editor's vocabulary (markdown-to-html.ts)
  return PmDOMParser.fromSchema(schema).parseSlice(holder);
}

/**
 * Shows the AI's answer for [from, to) as tracked changes, in `tr`. Alignment rule: when
 * the range and the answer have the same number of blocks, block i is diffed with answer
 * block i inside the existing block, so its kind (heading, list item), alignment and marks
 * stay; otherwise which old block became which new one is a guess, so the range is shown
 * as one change: all of it deleted, the answer's blocks inserted after it.
 */
export function applyTrackedEdit(tr: Transaction, from: number, to: number, html: string): void {
  applyTrackedSlice(tr, from, to, parseAnswer(tr.doc.type.schema, html));
}

/** applyTrackedEdit with the answer already parsed (its own entry, so the rule runs without a DOM in tests). */
export function applyTrackedSlice(tr: Transaction, from: number, to: number, slice: Slice): void {
  const schema = tr.doc.type.schema;
  const ids = Math.random().toString(36).slice(2, 8); // one prefix per edit: ids stay unique across edits and undo
  const insertType = schema.marks[INSERT_MARK];
  const deleteType = schema.marks[DELETE_MARK];
  if (!insertType || !deleteType) throw new Error('The editor has no tracked-change marks');
  const marks: Marks = { insert: (id) => insertType.create({ changeId: id }), remove: (id) => deleteType.create({ changeId: id }) };
  const original = originalBlocks(tr.doc, from, to);
  const revised = revisedBlocks(slice.content);
  if (original.length === 0 || original.length !== revised.length) {
    replaceBlocks(tr, from, to, slice, ids, marks);
    return;
  }
  const pairs = original.map((block, i) => [block, revised[i] ?? { text: '', runs: [] }] as const);
  pairs.reverse().forEach(([block, answer], i) => diffBlock(tr, block, answer, `${ids}-${pairs.length - i}`, marks));
}
