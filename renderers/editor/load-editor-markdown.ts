import type * as EditorMarkdown from './markdown-to-html.ts';

// The Markdown pipeline (unified, remark, rehype: about 45 KiB compressed) is needed only once
// an answer arrives. Loaded with the editor, its evaluation made the editor's start-up a long
// task; now it is fetched when Improve Text or a selection action starts.
let loading: Promise<typeof EditorMarkdown> | null = null;

/** The editor's Markdown-to-HTML conversion, loaded once; a failed load is tried again next time. */
export function loadEditorMarkdown(): Promise<typeof EditorMarkdown> {
  loading ??= import('./markdown-to-html.ts').catch((error: unknown) => {
    loading = null; // the visitor may be back online next time
    throw error;
  });
  return loading;
}
