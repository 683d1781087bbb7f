import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline, type LucideIcon } from 'lucide-react';

interface ToolbarButton {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const BUTTONS: ToolbarButton[] = [
  { label: 'Bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: Italic, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', icon: Underline, isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Align Left', icon: AlignLeft, isActive: (e) => e.isActive({ textAlign: 'left' }), run: (e) => e.chain().focus().setTextAlign('left').run() },
  { label: 'Align Center', icon: AlignCenter, isActive: (e) => e.isActive({ textAlign: 'center' }), run: (e) => e.chain().focus().setTextAlign('center').run() },
  { label: 'Align Right', icon: AlignRight, isActive: (e) => e.isActive({ textAlign: 'right' }), run: (e) => e.chain().focus().setTextAlign('right').run() },
];

export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => BUTTONS.map((b) => b.isActive(e)) });
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Formatting">
      {BUTTONS.map((button, i) => (
        <button
          key={button.label}
          type="button"
          className="icon-button toolbar-button"
          aria-label={button.label}
          title={button.label}
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
