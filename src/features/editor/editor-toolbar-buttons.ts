import type { Editor } from '@tiptap/react';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline, type LucideIcon } from 'lucide-react';

export interface ToolbarButton {
  label: string;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/**
 * The formatting toolbar. Its own module with no TipTap code (the Editor type
 * only), so the page's placeholder draws the same buttons before the editor loads.
 */
export const TOOLBAR_BUTTONS: readonly ToolbarButton[] = [
  { label: 'Bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', icon: Italic, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Underline', icon: Underline, isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'Align Left', icon: AlignLeft, isActive: (e) => e.isActive({ textAlign: 'left' }), run: (e) => e.chain().focus().setTextAlign('left').run() },
  { label: 'Align Center', icon: AlignCenter, isActive: (e) => e.isActive({ textAlign: 'center' }), run: (e) => e.chain().focus().setTextAlign('center').run() },
  { label: 'Align Right', icon: AlignRight, isActive: (e) => e.isActive({ textAlign: 'right' }), run: (e) => e.chain().focus().setTextAlign('right').run() },
];
