import { getSchema } from '@tiptap/core';
import { history, undo } from '@tiptap/pm/history';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { asOwnUndoStep } from '../../renderers/editor/replace-all-text.ts';

// Restoring a version or opening a file replaces the whole text. Done within half a second of
// typing, the undo history would join it to that typing, and one Ctrl+Z would take back both: the
// replacement must be an undo step of its own.
const schema = getSchema([StarterKit]);
const docOf = (text: string) => schema.nodes.doc!.create(null, schema.nodes.paragraph!.create(null, schema.text(text)));

function typedThenRestored(markRestore: (tr: Transaction) => Transaction): string {
  let state = EditorState.create({ schema, doc: docOf('Draft.'), plugins: [history()] });
  const typing = state.tr.insertText(' More.', state.doc.content.size - 1).setTime(1_000);
  state = state.apply(typing);
  // 200 ms after the last keystroke: inside the history's 500 ms grouping delay.
  const restore = markRestore(state.tr.replaceWith(0, state.doc.content.size, docOf('Draft.').content).setTime(1_200));
  state = state.apply(restore);
  expect(state.doc.textContent).toBe('Draft.');
  undo(state, (tr) => (state = state.apply(tr)));
  return state.doc.textContent;
}

describe('replacing all the text as an undo step of its own', () => {
  it('one undo right after typing brings back the typed text, not the text before it', () => {
    expect(typedThenRestored(asOwnUndoStep)).toBe('Draft. More.');
  });

  it('without it, the history joins the restore to the typing (why it is needed)', () => {
    expect(typedThenRestored((tr) => tr)).toBe('Draft.');
  });
});
