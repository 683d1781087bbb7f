import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import type { SelectionAction } from '../../engine/editor/editor-prompts.ts';
import { EDITOR_MESSAGES, MESSAGES, selectionFailureMessage } from '../../engine/generation/error-messages.ts';
import { generationReducer, INITIAL_GENERATION } from '../../engine/generation/generation-reducer.ts';
import { createIncrementalBlocks } from '../../engine/markdown/incremental-blocks.ts';
import { useStreamRequest } from '../../src/features/generation/use-stream-request.ts';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { loadEditorMarkdown } from './load-editor-markdown.ts';
import { endRewrite, selectionRewriteKey, startRewrite } from './selection-rewrite.ts';
import { loadTrackedEdit } from './tracked-changes/load-tracked-edit.ts';
import { showAsTrackedChanges } from './tracked-changes/show-as-tracked-changes.ts';
import { hasChangesAround } from './tracked-changes/tracked-commands.ts';

/**
 * Runs a selection action: the selection is shown replaced by a streaming
 * span of Markdown-rendered output; the document changes once, at the end, in
 * one undoable step that lays the answer in as tracked changes to review. On
 * abort or failure the original text comes back. A paragraph that still holds
 * changes to review is refused: a second edit over the first would mix them.
 * The preview is incremental: finished blocks are parsed and sanitised once,
 * only the growing last block again on each chunk. The Markdown pipeline loads
 * alongside the request; until it has, the preview shows the answer as plain text.
 */
export function useSelectionRewrite(editor: Editor | null) {
  const { state, dispatch, start, stop } = useStreamRequest(generationReducer, INITIAL_GENERATION);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages('editor');
  const busy = state.status === 'generating';

  const run = useCallback(
    async (action: SelectionAction) => {
      if (!editor || busy) return;
      const { from, to } = editor.state.selection;
      const text = editor.state.doc.textBetween(from, to, '\n\n');
      if (text.trim() === '') return;
      if (hasChangesAround(editor.state)) {
        setError(t('trackedPendingHere'));
        return;
      }
      setError(null);
      dispatch({ type: 'start' });

      const span = document.createElement('span');
      span.className = 'rewrite-stream';
      span.setAttribute('aria-live', 'polite');
      editor.view.dispatch(startRewrite(editor.state.tr, from, to, span));
      editor.setEditable(false);
      const converters = loadEditorMarkdown();
      const tracked = loadTrackedEdit();
      let preview: ((markdown: string) => string) | null = null;
      void converters.then(
        ({ markdownToEditorHtml, inlineIfSingleParagraph }) => {
          const blocks = createIncrementalBlocks(markdownToEditorHtml);
          preview = (text) => inlineIfSingleParagraph(blocks(text, true));
        },
        () => undefined, // handled below, once the answer is complete
      );
      let markdown = '';
      let outcome = 'failed' as 'done' | 'stopped' | 'failed';
      let failure: string = EDITOR_MESSAGES.selectionFailure;

      await start(
        '/api/editor/rewrite',
        { action, text },
        {
          onEvent: (event) => {
            if (event.type === 'delta') {
              markdown += event.text;
              // Sanitised to the editor's vocabulary before it touches the DOM.
              if (preview) span.innerHTML = preview(markdown);
              else span.textContent = markdown;
            } else if (event.type === 'done') outcome = 'done';
            else if (event.type === 'stop') outcome = 'stopped';
            else if (event.type === 'fail') failure = selectionFailureMessage(event.code, event.message);
          },
        },
      );

      const convert = await converters.catch(() => null); // offline: the answer cannot be converted
      const apply = await tracked.catch(() => null);
      if (editor.isDestroyed) return;
      editor.setEditable(true);
      const rewrite = selectionRewriteKey.getState(editor.state);
      if (outcome === 'done' && convert && apply && rewrite && markdown.trim() !== '') {
        const { inlineIfSingleParagraph, markdownToEditorHtml } = convert;
        // One transaction: the end of the preview and the tracked changes, a single undo step. The final text is parsed whole.
        showAsTrackedChanges(editor, endRewrite(editor.state.tr), apply, { from: rewrite.from, to: rewrite.to, html: inlineIfSingleParagraph(markdownToEditorHtml(markdown)) });
      } else {
        editor.view.dispatch(endRewrite(editor.state.tr));
        setError(outcome === 'stopped' ? MESSAGES.stopped : failure);
      }
    },
    [editor, busy, dispatch, start, t],
  );

  return { busy, error, run, stop, clearError: () => setError(null) };
}
