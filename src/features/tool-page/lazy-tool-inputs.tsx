import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { preloadable } from '../lazy/preloadable.tsx';

// Parts of the generic tool page that are not in its first JavaScript (125 KiB budget):
// the output-controls row, the structured fields and the static tips. Their chunks load
// with the page, and the prerender preloads them (route loader) so the HTML holds them.
// A chunk that cannot load (the visitor went offline) leaves its part out rather than breaking the page.
const nothing = () => null;
export const LazyOutputControlsRow = preloadable(() => import('./output-controls-row.tsx').then((m) => m.OutputControlsRow), nothing);
export const LazyStructuredFields = preloadable(() => import('./structured-fields.tsx').then((m) => m.StructuredFields), nothing);

export const LazyTipsBox = preloadable(() => import('./tips-box.tsx').then((m) => m.TipsBox), nothing);

export async function preloadToolInputs(tool: Pick<ToolPageData, 'renderer' | 'fields' | 'outputControls'>): Promise<void> {
  await Promise.all([
    tool.renderer === 'generic' ? LazyTipsBox.preload() : null,
    tool.outputControls ? LazyOutputControlsRow.preload() : null,
    tool.fields ? LazyStructuredFields.preload() : null,
  ]);
}
