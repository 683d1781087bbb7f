import { lazyPart } from '../lazy/lazy-part.ts';

/**
 * The Markdown pipeline (unified, remark, rehype: about 45 KiB compressed) as a lazy component.
 * Evaluating it is one task of 10-20 ms here, several times that on a phone: a page loads it
 * only when it has something to render with it (a tool page: when a generation starts).
 */
export const loadMarkdownView = () => import('./markdown-view.tsx');

/** Offline before the pipeline arrived: the text as written, paragraphs and all, rather than a broken page. */
function PlainText({ text }: { text: string; streaming: boolean }) {
  return (
    <div className="markdown plain-text" dir="auto">
      {text}
    </div>
  );
}

export const LazyMarkdownView = lazyPart(loadMarkdownView, PlainText);
