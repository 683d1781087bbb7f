import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { isBlank } from '../../engine/validation/clean-text.ts';

/** The editor's text as Improve Text sends it: blocks separated by a blank line. */
export function editorText(editor: Editor): string {
  return editor.getText({ blockSeparator: '\n\n' });
}

export interface TextLength {
  length: number;
  blank: boolean;
}

/** After the last change, how long the count waits before reading the whole text again. */
const SETTLE_MS = 150;

/**
 * The text's length and whether it is blank, for the character count and Improve Text's
 * button. Reading the whole text is work in proportion to the document (on a 20,000-word
 * draft, several milliseconds), so it is not done on every keystroke: the figures follow
 * once typing pauses (SETTLE_MS), and the workspace re-renders only when they change.
 */
export function useTextLength(editor: Editor | null): TextLength {
  const [stats, setStats] = useState<TextLength>({ length: 0, blank: true });
  useEffect(() => {
    if (!editor) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      if (editor.isDestroyed) return;
      const text = editorText(editor);
      setStats((old) => (old.length === text.length && old.blank === isBlank(text) ? old : { length: text.length, blank: isBlank(text) }));
    };
    const onUpdate = () => {
      if (timer === undefined) timer = setTimeout(read, SETTLE_MS);
      else {
        clearTimeout(timer);
        timer = setTimeout(read, SETTLE_MS);
      }
    };
    read();
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [editor]);
  return stats;
}
