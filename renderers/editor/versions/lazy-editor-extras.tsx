import type { Editor } from '@tiptap/react';
import { lazy, Suspense } from 'react';

// Documents, versions and writing aids (IndexedDB, jsdiff, the text statistics) are a chunk of
// their own, fetched once the editor is there: neither the page's first JavaScript nor the editor's.
const EditorExtras = lazy(() => import('./editor-extras.tsx').then((m) => ({ default: m.EditorExtras })));

export function LazyEditorExtras({ editor }: { editor: Editor }) {
  return (
    <Suspense fallback={null}>
      <EditorExtras editor={editor} />
    </Suspense>
  );
}
