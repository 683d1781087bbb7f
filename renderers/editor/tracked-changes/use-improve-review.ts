import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerationState } from '../../../engine/generation/generation-reducer.ts';
import { loadEditorMarkdown } from '../load-editor-markdown.ts';
import { loadTrackedEdit } from './load-tracked-edit.ts';
import { showAsTrackedChanges } from './show-as-tracked-changes.ts';
import { trackedChangesOf } from './tracked-index.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';

const WHOLE_TEXT_KEY = 'ai-editor-show-whole-text';

function readWholeText(): boolean {
  try {
    return localStorage.getItem(WHOLE_TEXT_KEY) !== 'false';
  } catch {
    return true; // storage blocked: the panel shows, as it always did
  }
}

/**
 * Improve Text's answer, once complete, is laid over the whole document as tracked
 * changes. The Improved Text panel can still show the whole answer (a remembered
 * choice). Improve Text covers the whole document, so it is refused while any change
 * there awaits review.
 */
export function useImproveReview(editor: Editor | null, state: GenerationState) {
  const t = useMessages('editor');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showWholeText, setShowWholeTextState] = useState(readWholeText);
  const shown = useRef<GenerationState | null>(null);

  useEffect(() => {
    if (!editor || state.status !== 'done' || state.output.trim() === '' || shown.current === state) return;
    shown.current = state;
    void Promise.all([loadEditorMarkdown(), loadTrackedEdit()]).then(
      ([{ markdownToEditorHtml }, apply]) => {
        if (editor.isDestroyed) return;
        showAsTrackedChanges(editor, editor.state.tr, apply, { from: 0, to: editor.state.doc.content.size, html: markdownToEditorHtml(state.output) });
      },
      () => undefined, // offline: the answer stays readable in the panel
    );
  }, [editor, state]);

  const refuse = useCallback((): boolean => {
    const pending = !!editor && trackedChangesOf(editor.state).length > 0;
    setRefusal(pending ? t('trackedPendingHere') : null);
    return pending;
  }, [editor, t]);

  const setShowWholeText = useCallback((show: boolean) => {
    setShowWholeTextState(show);
    try {
      localStorage.setItem(WHOLE_TEXT_KEY, String(show));
    } catch {
      // not remembered; still applies to this visit
    }
  }, []);

  return { refusal, refuse, clearRefusal: () => setRefusal(null), showWholeText, setShowWholeText };
}
