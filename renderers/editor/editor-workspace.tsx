import { EditorContent, type EditorOptions } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Sparkles, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { MAX_EDITOR_CHARS, SELECTION_ACTIONS, type SelectionAction } from '../../engine/editor/editor-prompts.ts';
import { ErrorBox } from '../../src/features/common/error-box.tsx';
import type { MessageKey } from '../../src/i18n/namespaces.ts';
import { useMessages, type Translate } from '../../src/i18n/use-messages.ts';
import { CharacterCount } from './character-count.tsx';
import { EditorFileBar } from './files/editor-file-bar.tsx';
import { editorExtensions } from './editor-extensions.ts';
import { PlaceholderArea, PlaceholderToolbar, useApplyPendingFormat } from './editor-placeholder.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { loadMarkdownView } from '../../src/features/markdown/lazy-markdown-view.tsx';
import { ImprovedTextPanel } from './improved-text-panel.tsx';
import { loadEditorMarkdown } from './load-editor-markdown.ts';
import { loadTrackedEdit } from './tracked-changes/load-tracked-edit.ts';
import { sanitizeEditorHtml } from './sanitize-editor-html.ts';
import { SelectionReadAloud } from './selection-read-aloud.tsx';
import { ReviewBar } from './tracked-changes/review-bar.tsx';
import { TrackedChanges } from './tracked-changes/tracked-changes-extension.ts';
import { WholeTextToggle } from './tracked-changes/whole-text-toggle.tsx';
import { useImproveReview } from './tracked-changes/use-improve-review.ts';
import { useImproveText } from './use-improve-text.ts';
import { useSelectionRewrite } from './use-selection-rewrite.ts';
import { useStagedEditor } from './use-staged-editor.ts';
import { LazyEditorExtras } from './versions/lazy-editor-extras.tsx';
import { editorText, useTextLength } from './use-text-length.ts';

/** Fetched alongside an Improve Text request, ready when its answer is: the panel's view, the Markdown pipeline, the diff. */
function preloadForAnswer() {
  void loadMarkdownView().catch(() => undefined);
  void loadEditorMarkdown().catch(() => undefined);
  void loadTrackedEdit().catch(() => undefined);
}

/** The selection actions' names the visitor reads (the instructions the model reads stay English). */
const ACTION_LABEL: Record<SelectionAction, MessageKey<'editor'>> = { improve: 'actionImprove', shorter: 'actionShorter', expand: 'actionExpand', rephrase: 'actionRephrase' };

/** The editor's options, in the page's language: read once, when it is made. */
function editorOptions(t: Translate<'editor'>): Partial<EditorOptions> {
  return {
    extensions: [...editorExtensions(t('areaPlaceholder')), TrackedChanges.configure({ labels: { accept: t('trackedAccept'), reject: t('trackedReject') } })],
    // Each paragraph (every node) gets dir="auto": the visitor's draft may be in another language
    // than the page, or mix them (an English paragraph quoted in an Arabic text), and each
    // paragraph then lines up and orders its words by its own first letter. An empty one keeps
    // the page's direction, so the caret and the placeholder start on the page's side.
    textDirection: 'auto',
    editorProps: {
      attributes: { class: 'editor-area', 'aria-label': t('areaLabel'), 'aria-multiline': 'true', role: 'textbox' },
      // Pasted HTML is reduced to what the editor supports before ProseMirror parses it.
      transformPastedHTML: sanitizeEditorHtml,
    },
  };
}

/**
 * The AI Text Editor's working part: toolbar, editable area, Improve
 * Text and the selection menu, in the chosen mode. TipTap and ProseMirror live
 * here, loaded after the page has shown (./ai-text-editor.tsx).
 */
export function EditorWorkspace({ mode }: { mode: string }) {
  const improve = useImproveText();
  const t = useMessages('editor');

  // Made after the first render, in steps (use-staged-editor.ts): the placeholder holds its place until then.
  const editor = useStagedEditor(editorOptions(t));
  const rewrite = useSelectionRewrite(editor);
  const review = useImproveReview(editor, improve.state);
  useApplyPendingFormat(editor);
  // Above the selection, kept inside the window (8 px from its edges) and below the selection when
  // the room above it inside the editable area is too small, so it never covers the toolbar.
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const menuPlacement = useMemo(() => ({ shift: { padding: 8 }, flip: { crossAxis: false, padding: 8, ...(area ? { boundary: area } : {}) } }), [area]);
  // Not read on every keystroke (use-text-length.ts): Improve Text reads the text when pressed.
  const { length, blank } = useTextLength(editor);

  const generating = improve.state.status === 'generating';
  const tooLong = length > MAX_EDITOR_CHARS;
  const error = rewrite.error ?? review.refusal ?? (!generating ? improve.state.error : null);
  const stop = rewrite.busy ? rewrite.stop : generating ? improve.stop : null;
  const startImprove = () => {
    rewrite.clearError();
    if (review.refuse()) return;
    if (!editor) return;
    preloadForAnswer();
    void improve.improve(mode, editorText(editor));
  };

  return (
    <>
      <EditorFileBar editor={editor} />
      <div className="editor-shell card">
        {/* Until ProseMirror has mounted (one effect later), the placeholder's toolbar and area hold the space. */}
        {editor ? <EditorToolbar editor={editor} disabled={rewrite.busy} /> : <PlaceholderToolbar />}
        {editor && <ReviewBar editor={editor} />}
        {!editor && <PlaceholderArea />}
        <EditorContent editor={editor} className="editor-content" innerRef={setArea} />
        {editor && (
          <BubbleMenu
            editor={editor}
            className="selection-menu"
            options={menuPlacement}
            shouldShow={({ state, from, to }) => !rewrite.busy && from !== to && state.doc.textBetween(from, to, ' ').trim() !== ''}
          >
            {(Object.keys(SELECTION_ACTIONS) as SelectionAction[]).map((action) => (
              <button
                key={action}
                type="button"
                className="selection-action"
                onClick={() => {
                  review.clearRefusal();
                  void rewrite.run(action);
                }}
              >
                {t(ACTION_LABEL[action])}
              </button>
            ))}
            <SelectionReadAloud editor={editor} />
          </BubbleMenu>
        )}
      </div>
      <CharacterCount length={length} />
      {error && <ErrorBox message={error} />}
      <div className="editor-actions">
        {stop ? (
          <button key={rewrite.busy ? 'stop-rewrite' : 'stop'} type="button" className="button button-danger" onClick={stop}>
            <Square size={16} aria-hidden="true" /> {t('stopGeneration')}
          </button>
        ) : (
          <button key="improve" type="button" className="button button-primary" disabled={blank || tooLong || !editor} onClick={startImprove}>
            <Sparkles size={18} aria-hidden="true" /> {t('improveText')}
          </button>
        )}
        <WholeTextToggle checked={review.showWholeText} onChange={review.setShowWholeText} />
      </div>
      {(generating || review.showWholeText) && <ImprovedTextPanel state={improve.state} />}
      {editor && <LazyEditorExtras editor={editor} />}
    </>
  );
}
