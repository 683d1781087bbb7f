import type { Mark, Node as PmNode } from '@tiptap/pm/model';
import { closeHistory } from '@tiptap/pm/history';
import { TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';

export const INSERT_MARK = 'trackedInsert';
export const DELETE_MARK = 'trackedDelete';

/** A pending change in the document: its id and the span from its first to its last marked character. */
export interface TrackedSpan {
  id: string;
  from: number;
  to: number;
}

function trackedMarks(marks: readonly Mark[]): Mark[] {
  return marks.filter((m) => m.type.name === INSERT_MARK || m.type.name === DELETE_MARK);
}

/** The pending changes, in document order. The document is the only record: undo and redo bring them back with it. */
export function findChanges(doc: PmNode): TrackedSpan[] {
  const spans = new Map<string, TrackedSpan>();
  doc.descendants((node, pos) => {
    for (const mark of trackedMarks(node.marks)) {
      const id = String(mark.attrs.changeId);
      const span = spans.get(id);
      if (span) span.to = Math.max(span.to, pos + node.nodeSize);
      else spans.set(id, { id, from: pos, to: pos + node.nodeSize });
    }
  });
  return [...spans.values()].sort((a, b) => a.from - b.from);
}

/** The change the cursor is in (or touches), the one the accept and reject shortcuts act on. */
export function changeAt(state: EditorState, changes = findChanges(state.doc)): TrackedSpan | undefined {
  const { from, to } = state.selection;
  return changes.find((c) => c.from <= from && to <= c.to);
}

/**
 * Whether a new AI action on the selection would meet changes still under review. Counted by
 * block, not by character: the unchanged words between two changes belong to the same edit,
 * so a paragraph with pending changes is closed to new AI actions until they are decided.
 */
export function hasChangesAround(state: EditorState): boolean {
  const { $from, $to } = state.selection;
  const from = $from.start();
  const to = $to.end();
  return findChanges(state.doc).some((c) => c.from <= to && from <= c.to);
}

export type Decision = 'accept' | 'reject';

/** A stretch that goes: one inline node, or a whole textblock (`block`); `id` is its change, when it has one. */
interface Cut {
  from: number;
  to: number;
  block: boolean;
  id: string | null;
}

/**
 * Two cuts of the same change with only block boundaries between them go as one deletion,
 * which joins the blocks on either side. A rewrite with another paragraph count splits the
 * paragraph the selection ended in to insert the AI's paragraphs (apply-tracked-edit.ts):
 * rejecting it must join that paragraph again, and accepting it joins the selection's first
 * paragraph with the answer's first, as replacing the selection would.
 */
function mergeCuts(doc: PmNode, cuts: readonly Cut[]): Cut[] {
  const merged: Cut[] = [];
  for (const cut of cuts) {
    const last = merged.at(-1);
    if (last && last.id !== null && last.id === cut.id && doc.textBetween(last.to, cut.from, '', '\uFFFC') === '') {
      merged[merged.length - 1] = { from: last.from, to: cut.to, block: false, id: last.id };
    } else merged.push({ ...cut });
  }
  return merged;
}

function changeIdOf(node: PmNode, name: string, ids: ReadonlySet<string>): string | null {
  const mark = node.marks.find((m) => m.type.name === name && ids.has(String(m.attrs.changeId)));
  return mark ? String(mark.attrs.changeId) : null;
}

/**
 * Resolves changes in one transaction, its own undo step (closeHistory: two quick
 * accepts are two steps). Accepting deletes the struck text and unmarks the inserted;
 * rejecting the reverse. A block whose every character goes (a paragraph the AI
 * added, on reject; one it removed, on accept) goes with its text, not left empty.
 */
export function resolveChanges(state: EditorState, ids: ReadonlySet<string>, decision: Decision): Transaction {
  const tr = state.tr;
  const goingName = decision === 'accept' ? DELETE_MARK : INSERT_MARK;
  const keptName = decision === 'accept' ? INSERT_MARK : DELETE_MARK;
  const cuts: Cut[] = [];
  state.doc.descendants((node, pos) => {
    if (node.isTextblock && node.childCount > 0) {
      const going = new Set<string | null>();
      node.forEach((child) => going.add(changeIdOf(child, goingName, ids)));
      if (!going.has(null)) {
        cuts.push({ from: pos, to: pos + node.nodeSize, block: true, id: going.size === 1 ? ([...going][0] ?? null) : null });
        return false;
      }
    }
    if (!node.isInline) return true;
    const id = changeIdOf(node, goingName, ids);
    if (id !== null) cuts.push({ from: pos, to: pos + node.nodeSize, block: false, id });
    for (const mark of node.marks) {
      if (mark.type.name === keptName && ids.has(String(mark.attrs.changeId))) tr.removeMark(pos, pos + node.nodeSize, mark);
    }
    return false;
  });
  for (const cut of mergeCuts(state.doc, cuts).reverse()) {
    if (cut.block) tr.deleteRange(cut.from, cut.to);
    else tr.delete(cut.from, cut.to);
  }
  return closeHistory(tr);
}

/** After a decision the cursor goes to the next pending change, so a keyboard reviewer can go on. */
export function selectChange(tr: Transaction, target: TrackedSpan | undefined): Transaction {
  if (target) tr.setSelection(TextSelection.create(tr.doc, target.from)).scrollIntoView();
  return tr;
}

export function resolveOne(state: EditorState, id: string, decision: Decision): Transaction {
  const tr = resolveChanges(state, new Set([id]), decision);
  const after = findChanges(tr.doc);
  const at = tr.mapping.map(state.selection.from);
  return selectChange(tr, after.find((c) => c.from >= at) ?? after[0]);
}

export function resolveAll(state: EditorState, decision: Decision): Transaction {
  return resolveChanges(state, new Set(findChanges(state.doc).map((c) => c.id)), decision);
}

/** The next (or previous) change from the cursor, wrapping round at the ends. */
export function neighbourChange(state: EditorState, direction: 1 | -1): TrackedSpan | undefined {
  const changes = findChanges(state.doc);
  const current = changeAt(state, changes);
  const pos = state.selection.from;
  if (direction === 1) return changes.find((c) => c !== current && c.from >= (current?.to ?? pos)) ?? changes[0];
  return [...changes].reverse().find((c) => c.to <= (current?.from ?? pos) && c !== current) ?? changes.at(-1);
}
