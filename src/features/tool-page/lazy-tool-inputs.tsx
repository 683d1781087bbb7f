import { useMemo, useRef, type ReactNode } from 'react';
import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { preloadable } from '../lazy/preloadable.tsx';
import type { FormLinkTarget } from './form-link-types.ts';

// Parts of the generic tool page that are not in its first JavaScript (125 KiB budget):
// the output-controls row, the structured fields, "Add a file" under the request box and the form link bar. Their chunks load
// with the page, and the prerender preloads them (route loader) so the HTML holds them.
// A chunk that cannot load (the visitor went offline) leaves its part out rather than breaking the page.
const nothing = () => null;
export const LazyOutputControlsRow = preloadable(() => import('./output-controls-row.tsx').then((m) => m.OutputControlsRow), nothing);
export const LazyStructuredFields = preloadable(() => import('./structured-fields.tsx').then((m) => m.StructuredFields), nothing);
const formExtras = () => import('./form-extras.tsx');
export const LazyDocumentTrigger = preloadable(() => formExtras().then((m) => m.DocumentTrigger), nothing);
export const LazyFormLinkBar = preloadable(() => formExtras().then((m) => m.FormLinkBar), nothing);

export async function preloadToolInputs(tool: Pick<ToolPageData, 'fields' | 'outputControls'>): Promise<void> {
  await Promise.all([
    LazyFormLinkBar.preload(),
    LazyDocumentTrigger.preload(),
    tool.outputControls ? LazyOutputControlsRow.preload() : null,
    tool.fields ? LazyStructuredFields.preload() : null,
  ]);
}

/** The form link bar for the form's request state, read when used: its props stay the same while the visitor types (see tool-form.tsx on the lazy parts' boundaries). */
export function useFormLinkBar(tool: ToolPageData, request: FormLinkTarget): ReactNode {
  const form = useRef(request);
  form.current = request;
  return useMemo(() => <LazyFormLinkBar.Component tool={tool} form={form} />, [tool]);
}
