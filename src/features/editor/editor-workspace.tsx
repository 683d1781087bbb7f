import { EditorContent, useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Sparkles, Square } from 'lucide-react';
import { MAX_EDITOR_CHARS, SELECTION_ACTIONS, type SelectionAction } from '../../../engine/editor/editor-prompts.ts';
import { formatCount } from '../../../engine/format/format-count.ts';
import { isBlank } from '../../../engine/validation/clean-text.ts';
import { ErrorBox } from '../shared/error-box.tsx';
import { editorExtensions } from './editor-extensions.ts';
import { PlaceholderArea, PlaceholderToolbar } from './editor-placeholder.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { loadMarkdownView } from '../markdown/lazy-markdown-view.tsx';
import { ImprovedTextPanel } from './improved-text-panel.tsx';
import { loadEditorMarkdown } from './load-editor-markdown.ts';
import { sanitizeEditorHtml } from './sanitize-editor-html.ts';
import { useImproveText } from './use-improve-text.ts';
import { useSelectionRewrite } from './use-selection-rewrite.ts';
import { useStagedEditor } from './use-staged-editor.ts';

/**
 * The AI Text Editor's working part (spec §2): toolbar, editable area, Improve
 * Text and the selection menu, in the chosen mode. TipTap and ProseMirror live
 * here, loaded after the page has shown (./ai-text-editor.tsx).
 */
export function EditorWorkspace({ mode }: { mode: string }) {
  const improve = useImproveText();

  // Made after the first render, in steps (use-staged-editor.ts): the placeholder holds its place until then.
  const editor = useStagedEditor({
    extensions: editorExtensions,
    editorProps: {
      attributes: { class: 'editor-area', 'aria-label': 'Text to improve', 'aria-multiline': 'true', role: 'textbox' },
      // Pasted HTML is reduced to what the editor supports before ProseMirror parses it.
      transformPastedHTML: sanitizeEditorHtml,
    },
  });
  const rewrite = useSelectionRewrite(editor);
  const text = useEditorState({ editor, selector: ({ editor: e }) => e?.getText({ blockSeparator: '\n\n' }) ?? '' }) ?? '';

  const generating = improve.state.status === 'generating';
  const blank = isBlank(text);
  const tooLong = text.length > MAX_EDITOR_CHARS;
  const error = rewrite.error ?? (!generating ? improve.state.error : null);

  const replaceWithResult = async (markdown: string) => {
    if (!editor) return;
    const { markdownToEditorHtml } = await loadEditorMarkdown(); // loaded since Improve Text was pressed
    if (editor.isDestroyed) return;
    // One transaction over the whole document: a single undo brings the draft back.
    editor.chain().focus().insertContentAt({ from: 0, to: editor.state.doc.content.size }, markdownToEditorHtml(markdown)).run();
  };

  return (
    <>
      <div className="editor-shell card">
        {/* Until ProseMirror has mounted (one effect later), the placeholder's toolbar and area hold the space. */}
        {editor ? <EditorToolbar editor={editor} disabled={rewrite.busy} /> : <PlaceholderToolbar />}
        {!editor && <PlaceholderArea />}
        <EditorContent editor={editor} className="editor-content" />
        {editor && (
          <BubbleMenu
            editor={editor}
            className="selection-menu"
            shouldShow={({ state, from, to }) => !rewrite.busy && from !== to && state.doc.textBetween(from, to, ' ').trim() !== ''}
          >
            {(Object.keys(SELECTION_ACTIONS) as SelectionAction[]).map((action) => (
              <button key={action} type="button" className="selection-action" onClick={() => void rewrite.run(action)}>
                {SELECTION_ACTIONS[action].label}
              </button>
            ))}
          </BubbleMenu>
        )}
      </div>
      <p className={tooLong ? 'field-help field-error' : 'field-help'} aria-live="polite">
        {tooLong ? `The text is ${formatCount(text.length)} characters; the limit is ${formatCount(MAX_EDITOR_CHARS)}.` : `${formatCount(text.length)} / ${formatCount(MAX_EDITOR_CHARS)} characters`}
      </p>
      {error && <ErrorBox message={error} />}
      <div className="editor-actions">
        {rewrite.busy ? (
          <button key="stop-rewrite" type="button" className="button button-danger" onClick={rewrite.stop}>
            <Square size={16} aria-hidden="true" /> Stop Generation
          </button>
        ) : generating ? (
          <button key="stop" type="button" className="button button-danger" onClick={improve.stop}>
            <Square size={16} aria-hidden="true" /> Stop Generation
          </button>
        ) : (
          <button
            key="improve"
            type="button"
            className="button button-primary"
            disabled={blank || tooLong || !editor}
            onClick={() => {
              rewrite.clearError();
              void loadMarkdownView().catch(() => undefined); // fetched alongside the request, shown with the first words
              void loadEditorMarkdown().catch(() => undefined); // ready for "Use this text"
              void improve.improve(mode, text);
            }}
          >
            <Sparkles size={18} aria-hidden="true" /> Improve Text
          </button>
        )}
      </div>
      <ImprovedTextPanel state={improve.state} onUse={(markdown) => void replaceWithResult(markdown).catch(() => undefined)} />
    </>
  );
}
