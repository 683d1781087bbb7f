import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { TOOLBAR_BUTTONS } from './editor-toolbar-buttons.ts';

export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const t = useMessages('editor');
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLBAR_BUTTONS.map((b) => b.isActive(e)) });
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('toolbarLabel')}>
      {TOOLBAR_BUTTONS.map((button, i) => (
        <button
          key={button.label}
          type="button"
          className="icon-button toolbar-button"
          aria-label={t(button.label)}
          title={t(button.label)}
          aria-pressed={active[i] ?? false}
          disabled={disabled}
          onClick={() => button.run(editor)}
        >
          <button.icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
