import { closeHistory } from '@tiptap/pm/history';
import { EditorState, type Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/**
 * Shows another document: its content, with a fresh undo history (an undo must never reach
 * into the document shown before). Fires no update, so autosave writes nothing for it.
 */
export function loadIntoEditor(editor: Editor, html: string): void {
  editor.commands.setContent(html, { emitUpdate: false });
  editor.view.updateState(EditorState.create({ doc: editor.state.doc, plugins: editor.state.plugins }));
  // A transaction that changes nothing, so what reads the editor's state (counts, toolbar) reads it again.
  editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
}

/**
 * Makes `tr` an undo step of its own. The undo history joins a change to the typing just before it
 * (within half a second, touching the same text), and a restore replaces all the text: clicked right
 * after typing, one Ctrl+Z would then undo the restore and that typing together.
 */
export function asOwnUndoStep(tr: Transaction): Transaction {
  return closeHistory(tr);
}

/** Restores a version as one transaction: a single Ctrl+Z brings back the text it replaced. */
export function restoreIntoEditor(editor: Editor, html: string): void {
  editor
    .chain()
    .command(({ tr }) => (asOwnUndoStep(tr), true))
    .setContent(html)
    .focus('start')
    .run();
}

/** The document's plain text, paragraphs apart by a blank line, as the versions store it. */
export function editorText(editor: Editor): string {
  return editor.getText({ blockSeparator: '\n\n' });
}
