import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { Sparkles, Square } from 'lucide-react';
import { useState } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { MAX_EDITOR_CHARS, SELECTION_ACTIONS, type SelectionAction } from '../../../engine/editor/editor-prompts.ts';
import { ErrorBox } from '../tool-page/error-box.tsx';
import { editorExtensions } from './editor-extensions.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ImprovedTextPanel } from './improved-text-panel.tsx';
import { markdownToEditorHtml, sanitizeEditorHtml } from './markdown-to-html.ts';
import { ModeCards } from './mode-cards.tsx';
import { useImproveText } from './use-improve-text.ts';
import { useSelectionRewrite } from './use-selection-rewrite.ts';

/** The AI Text Editor canvas (spec §2): modes, toolbar, editable area, Improve Text and the selection menu. */
export function AiTextEditor({ tool }: { tool: ToolPageData }) {
  const modes = tool.contextOptions ?? [];
  const [mode, setMode] = useState(modes[0]?.value ?? 'grammar_style');
  const improve = useImproveText();

  const editor = useEditor({
    extensions: editorExtensions,
    immediatelyRender: false, // prerendered: the editor mounts in the browser
    editorProps: {
      attributes: { class: 'editor-area', 'aria-label': 'Text to improve', 'aria-multiline': 'true', role: 'textbox' },
      // Pasted HTML is reduced to what the editor supports before ProseMirror parses it.
      transformPastedHTML: sanitizeEditorHtml,
    },
  });
  const rewrite = useSelectionRewrite(editor);
  const text = useEditorState({ editor, selector: ({ editor: e }) => e?.getText({ blockSeparator: '\n\n' }) ?? '' }) ?? '';

  const generating = improve.state.status === 'generating';
  const blank = text.trim() === '';
  const tooLong = text.length > MAX_EDITOR_CHARS;
  const error = rewrite.error ?? (!generating ? improve.state.error : null);

  const useResult = (markdown: string) => {
    if (!editor) return;
    // One transaction over the whole document: a single undo brings the draft back.
    editor.chain().focus().insertContentAt({ from: 0, to: editor.state.doc.content.size }, markdownToEditorHtml(markdown)).run();
  };

  return (
    <div className="ai-editor">
      <ModeCards modes={modes} value={mode} onChange={setMode} />
      <div className="editor-shell card">
        {editor && <EditorToolbar editor={editor} disabled={rewrite.busy} />}
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
        {tooLong ? `The text is ${text.length.toLocaleString('en')} characters; the limit is ${MAX_EDITOR_CHARS.toLocaleString('en')}.` : `${text.length.toLocaleString('en')} / ${MAX_EDITOR_CHARS.toLocaleString('en')} characters`}
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
              void improve.improve(mode, text);
            }}
          >
            <Sparkles size={18} aria-hidden="true" /> Improve Text
          </button>
        )}
      </div>
      <ImprovedTextPanel state={improve.state} onUse={useResult} />
    </div>
  );
}
