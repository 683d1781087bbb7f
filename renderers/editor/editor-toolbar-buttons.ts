import type { Editor } from '@tiptap/react';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, Underline, type LucideIcon } from 'lucide-react';
import type { MessageKey } from '../../src/i18n/namespaces.ts';

export interface ToolbarButton {
  /** The button's name (and tooltip) in the page's language; also what identifies it. */
  label: MessageKey<'editor'>;
  icon: LucideIcon;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/**
 * The formatting toolbar. Its own module with no TipTap code (the Editor type
 * only), so the page's placeholder draws the same buttons before the editor loads.
 */
export const TOOLBAR_BUTTONS: readonly ToolbarButton[] = [
  { label: 'formatBold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'formatItalic', icon: Italic, isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'formatUnderline', icon: Underline, isActive: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { label: 'formatAlignLeft', icon: AlignLeft, isActive: (e) => e.isActive({ textAlign: 'left' }), run: (e) => e.chain().focus().setTextAlign('left').run() },
  { label: 'formatAlignCenter', icon: AlignCenter, isActive: (e) => e.isActive({ textAlign: 'center' }), run: (e) => e.chain().focus().setTextAlign('center').run() },
  { label: 'formatAlignRight', icon: AlignRight, isActive: (e) => e.isActive({ textAlign: 'right' }), run: (e) => e.chain().focus().setTextAlign('right').run() },
];
