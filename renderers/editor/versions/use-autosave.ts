import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useRef } from 'react';

/** Quiet time after the last change before the document is written: never on every keystroke. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * Writes the editor's HTML once it has been still for AUTOSAVE_DELAY_MS, and at once when the page
 * is hidden or left (pagehide, or the tab going to the background, where a phone may end it
 * unannounced). Returns "save now", which other actions call before they change the document shown.
 */
export function useAutosave(editor: Editor, save: (html: string) => Promise<void>): () => Promise<void> {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current || editor.isDestroyed) return;
    dirty.current = false;
    await save(editor.getHTML()).catch(() => undefined); // storage full or blocked: the text stays in the editor
  }, [editor, save]);

  useEffect(() => {
    const changed = () => {
      dirty.current = true;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const leaving = () => void flush();
    editor.on('update', changed);
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      editor.off('update', changed);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', hidden);
      void flush();
    };
  }, [editor, flush]);

  return flush;
}
