import { lazy } from 'react';

/**
 * The Markdown pipeline (unified, remark, rehype: about 45 KiB compressed) as a lazy component.
 * Evaluating it is one task of 10-20 ms here, several times that on a phone: a page loads it
 * only when it has something to render with it (a tool page: when a generation starts).
 */
export const loadMarkdownView = () => import('./markdown-view.tsx');
export const LazyMarkdownView = lazy(loadMarkdownView);
