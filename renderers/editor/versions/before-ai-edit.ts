import type { Editor } from '@tiptap/react';

// Part of the editor's own chunk (a few lines): the AI edits call it just before their answer
// changes the document, and the versions code (loaded later, ./editor-extras.tsx) listens to keep
// a version of the text as it was. Until it has loaded nobody listens, and no AI answer can
// arrive before then in practice (the extras load right after the editor).

type Listener = (snapshot: { html: string; text: string }) => void;
let listener: Listener | null = null;

export function onBeforeAiEdit(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** The document as it is now, handed to the versions code before an AI answer replaces it. */
export function beforeAiEdit(editor: Editor): void {
  listener?.({ html: editor.getHTML(), text: editor.getText({ blockSeparator: '\n\n' }) });
}
