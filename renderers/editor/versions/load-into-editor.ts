import { EditorState } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { replaceAllText } from '../replace-all-text.ts';

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

/** Restores a version as one transaction: a single Ctrl+Z brings back the text it replaced. */
export function restoreIntoEditor(editor: Editor, html: string): void {
  replaceAllText(editor, html);
}

/** The document's plain text, paragraphs apart by a blank line, as the versions store it. */
export function editorText(editor: Editor): string {
  return editor.getText({ blockSeparator: '\n\n' });
}
