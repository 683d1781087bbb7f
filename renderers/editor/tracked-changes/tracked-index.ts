import type { Mark, Node as PmNode, Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { DELETE_MARK, findChanges, INSERT_MARK, type TrackedSpan } from './tracked-commands.ts';

const isTracked = (mark: Mark) => mark.type.name === INSERT_MARK || mark.type.name === DELETE_MARK;

function sliceHasTracked(slice: Slice): boolean {
  let found = false;
  slice.content.descendants((node: PmNode) => {
    found ||= node.marks.some(isTracked);
    return !found;
  });
  return found;
}

/** Whether a transaction may have brought tracked marks in: a mark step adding one, or content carrying one (an undo, a paste). */
function mayAddTracked(tr: Transaction): boolean {
  return tr.steps.some((step) => {
    const { mark, slice } = step as unknown as { mark?: Mark; slice?: Slice };
    return (mark !== undefined && isTracked(mark)) || (slice !== undefined && sliceHasTracked(slice));
  });
}

const key = new PluginKey<TrackedSpan[]>('trackedIndex');

/**
 * The pending changes, kept with the editor state so a keystroke does not walk the whole
 * document: while there are none, a transaction is checked only for what it adds (a few
 * characters when typing); while there are some (a review, short-lived), they are found again
 * after each change of the document.
 */
export const trackedIndexPlugin = new Plugin<TrackedSpan[]>({
  key,
  state: {
    init: (_, state) => findChanges(state.doc),
    apply: (tr, previous, _old, state) => (!tr.docChanged || (previous.length === 0 && !mayAddTracked(tr)) ? previous : findChanges(state.doc)),
  },
});

/** The pending changes of a state: from the plugin when the editor has it, else by walking the document. */
export function trackedChangesOf(state: EditorState): TrackedSpan[] {
  return key.getState(state) ?? findChanges(state.doc);
}
