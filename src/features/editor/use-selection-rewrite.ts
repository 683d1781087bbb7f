import type { Editor } from '@tiptap/react';
import { useCallback, useRef, useState } from 'react';
import remend from 'remend';
import type { SelectionAction } from '../../../engine/editor/editor-prompts.ts';
import { EDITOR_MESSAGES, MESSAGES } from '../../../engine/generation/error-messages.ts';
import { streamGeneration } from '../generation/stream-generation.ts';
import { useAbortOnLeave } from '../generation/use-abort-on-leave.ts';
import { inlineIfSingleParagraph, markdownToEditorHtml } from './markdown-to-html.ts';
import { endRewrite, selectionRewriteKey, startRewrite } from './selection-rewrite.ts';

/**
 * Runs a selection action: the selection is shown replaced by a streaming
 * span of Markdown-rendered output; the document changes once, at the end, in
 * one undoable step. On abort or failure the original text comes back.
 */
export function useSelectionRewrite(editor: Editor | null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (action: SelectionAction) => {
      if (!editor || busy) return;
      const { from, to } = editor.state.selection;
      const text = editor.state.doc.textBetween(from, to, '\n\n');
      if (text.trim() === '') return;
      const ac = new AbortController();
      controller.current = ac;
      setBusy(true);
      setError(null);

      const span = document.createElement('span');
      span.className = 'rewrite-stream';
      span.setAttribute('aria-live', 'polite');
      editor.view.dispatch(startRewrite(editor.state.tr, from, to, span));
      editor.setEditable(false);
      let markdown = '';
      let outcome = 'failed' as 'done' | 'stopped' | 'failed';

      await streamGeneration('/api/editor/rewrite', { action, text }, ac.signal, (event) => {
        if (event.type === 'delta') {
          markdown += event.text;
          // Sanitised to the editor's vocabulary before it touches the DOM.
          span.innerHTML = inlineIfSingleParagraph(markdownToEditorHtml(remend(markdown)));
        } else if (event.type === 'done') outcome = 'done';
        else if (event.type === 'stop') outcome = 'stopped';
      });

      editor.setEditable(true);
      const rewrite = selectionRewriteKey.getState(editor.state);
      if (outcome === 'done' && rewrite && markdown.trim() !== '') {
        // One transaction: the replacement and the end of the preview, a single undo step.
        editor
          .chain()
          .focus()
          .command(({ tr }) => {
            endRewrite(tr);
            return true;
          })
          .insertContentAt({ from: rewrite.from, to: rewrite.to }, inlineIfSingleParagraph(markdownToEditorHtml(markdown)))
          .run();
      } else {
        editor.view.dispatch(endRewrite(editor.state.tr));
        setError(outcome === 'stopped' ? MESSAGES.stopped : EDITOR_MESSAGES.selectionFailure);
      }
      if (controller.current === ac) controller.current = null;
      setBusy(false);
    },
    [editor, busy],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  useAbortOnLeave(stop);
  return { busy, error, run, stop, clearError: () => setError(null) };
}
