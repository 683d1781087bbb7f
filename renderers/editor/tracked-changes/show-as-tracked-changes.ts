import { closeHistory } from '@tiptap/pm/history';
import type { Transaction } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { beforeAiEdit } from '../versions/before-ai-edit.ts';
import type * as TrackedEdit from './apply-tracked-edit.ts';
import { findChanges, selectChange } from './tracked-commands.ts';

/**
 * Lays an AI answer for [from, to) into `tr` as tracked changes and dispatches it as
 * one undo step of its own; the cursor goes to the first change, whose accept and
 * reject buttons then show, and the editor takes focus so the shortcuts work at once. A version of
 * the document as it was is kept first (every AI edit goes through here).
 */
export function showAsTrackedChanges(editor: Editor, tr: Transaction, apply: typeof TrackedEdit, edit: { from: number; to: number; html: string }): void {
  beforeAiEdit(editor);
  apply.applyTrackedEdit(tr, edit.from, edit.to, edit.html);
  const start = tr.mapping.map(edit.from, -1);
  const changes = findChanges(tr.doc);
  selectChange(tr, changes.find((c) => c.to > start) ?? changes[0]);
  editor.view.dispatch(closeHistory(tr));
  editor.view.focus();
}
