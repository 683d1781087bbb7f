import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Suspense } from 'react';
import { canReadAloud, LazyReadAloud } from '../../src/features/read-aloud/lazy-read-aloud.tsx';

/**
 * Listen, Pause and Stop for the selected text, in the selection menu. Another selection is
 * another text: the controls start afresh (keyed by it), which stops the speech of the last one.
 * The draft's language is not known: the browser's default voice reads it.
 */
export function SelectionReadAloud({ editor }: { editor: Editor }) {
  const selected =
    useEditorState({
      editor,
      selector: ({ editor: e }) => {
        const { from, to } = e.state.selection;
        return e.state.doc.textBetween(from, to, '\n\n', ' ');
      },
    }) ?? '';
  if (!canReadAloud() || selected.trim() === '') return null;
  return (
    <Suspense fallback={null}>
      <LazyReadAloud key={selected} text={selected} streaming={false} />
    </Suspense>
  );
}
