import { closeHistory } from '@tiptap/pm/history';
import type { Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/**
 * Makes `tr` an undo step of its own. The undo history joins a change to the typing just before it
 * (within half a second, touching the same text), and replacing all the text touches everything:
 * done right after typing, one Ctrl+Z would then undo the replacement and that typing together.
 */
export function asOwnUndoStep(tr: Transaction): Transaction {
  return closeHistory(tr);
}

/**
 * Replaces the whole text (a restored version, an opened file) in one transaction, an undo step of
 * its own: a single Ctrl+Z brings back exactly the text it replaced. The caret goes to the start.
 */
export function replaceAllText(editor: Editor, html: string): void {
  editor
    .chain()
    .command(({ tr }) => (asOwnUndoStep(tr), true))
    .setContent(html, { emitUpdate: true })
    .focus('start')
    .run();
}
