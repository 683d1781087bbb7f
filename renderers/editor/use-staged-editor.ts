import { Editor, type EditorOptions } from '@tiptap/react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { yieldToMain } from './yield-to-main.ts';

/**
 * The TipTap editor, built in three tasks instead of one: TipTap's useEditor
 * builds the schema, the plugins and the ProseMirror view in a single
 * synchronous step inside React's commit, a long task of about 30 ms on a fast
 * desktop (over 100 ms on a throttled phone) that the page's first input could
 * wait behind. Here the extensions and schema are made in one task, the view
 * mounted (detached) in the next, and React shows it in a transition after
 * that. The options are read once, when the editor is made, as useEditor does
 * without dependencies. Null until the editor is ready.
 */
export function useStagedEditor(options: Partial<EditorOptions>): Editor | null {
  const [editor, setEditor] = useState<Editor | null>(null);
  const initialOptions = useRef(options);

  useEffect(() => {
    let cancelled = false;
    let made: Editor | null = null;
    void (async () => {
      await yieldToMain();
      if (cancelled) return;
      made = new Editor({ ...initialOptions.current, element: null }); // extensions, schema, state: no view yet
      await yieldToMain();
      if (cancelled) return;
      made.mount(document.createElement('div')); // the view; EditorContent moves it into the page
      await yieldToMain();
      if (cancelled) return;
      const ready = made;
      startTransition(() => setEditor(ready));
    })();
    return () => {
      cancelled = true;
      made?.destroy();
      setEditor(null);
    };
  }, []);

  return editor;
}
