import { Suspense, type ComponentType } from 'react';
import type { Renderer, ToolPageData } from '../../../engine/catalogue/types.ts';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';
import { preloadable } from '../lazy/preloadable.tsx';

type RendererComponent = ComponentType<{ tool: ToolPageData }>;
type Lazy = ReturnType<typeof preloadable<{ tool: ToolPageData }>>;

/**
 * The browser side of the renderer folders: each renderers/<name>/page.tsx exports its page
 * component as `RendererPage`, found by Vite's glob, so adding a renderer edits nothing here.
 * The generic renderer (most tools) is in the tool page's bundle; the others load on demand,
 * so a text tool's page never downloads them. Their prerendered HTML stays on screen until
 * their chunk arrives and hydrates (React keeps server-rendered Suspense content; see
 * preloadable). Only page.tsx files are globbed: a renderer's route.ts (gateway code) never
 * reaches this bundle.
 */
const PAGE_MODULES = import.meta.glob<{ RendererPage: RendererComponent }>('../../../renderers/*/page.tsx');

const LAZY: Readonly<Record<string, Lazy>> = Object.fromEntries(
  Object.entries(PAGE_MODULES).flatMap(([file, load]) => {
    const name = /renderers\/([^/]+)\/page\.tsx$/.exec(file)?.[1];
    return name ? [[name, preloadable(() => load().then((m) => m.RendererPage))]] : [];
  }),
);

export const RENDERER_COMPONENTS: Readonly<Record<Renderer, RendererComponent | undefined>> = {
  ...Object.fromEntries(Object.entries(LAZY).map(([name, lazy]) => [name, lazy.Component])),
  generic: ToolWorkspace,
};

/** Loads a renderer's chunk ahead of rendering (the prerender's route loader awaits it). */
export async function preloadRenderer(renderer: Renderer): Promise<void> {
  if (renderer !== 'generic') await LAZY[renderer]?.preload();
}

// The calculator is on demand too, but without a boundary: it is large enough for React to move a
// boundary's content behind "Loading…" in the HTML. Its prerendered form stays on screen while
// hydration waits for its chunk. Every other lazy renderer gets a boundary.
const WITHOUT_BOUNDARY: ReadonlySet<Renderer> = new Set(['generic', 'calculator']);

/**
 * A tool's renderer. Only the lazy ones sit inside a Suspense boundary: React's
 * streaming renderer moves a large boundary's content to the end of the HTML
 * behind a fallback even when nothing suspends, so wrapping the eager form
 * prerendered "Loading…" in its place and revealed the form later, moving the
 * page (CLS 0.6) and hiding the form without JavaScript. The lazy ones are
 * small enough for React to keep their boundary inline.
 */
export function ToolRenderer({ tool }: { tool: ToolPageData }) {
  // The catalogue check accepts only declared renderers; tests/catalogue keeps every one with a component.
  const Component = RENDERER_COMPONENTS[tool.renderer] ?? ToolWorkspace;
  if (WITHOUT_BOUNDARY.has(tool.renderer)) return <Component tool={tool} />;
  return (
    <Suspense fallback={<p className="field-help renderer-loading">Loading…</p>}>
      <Component tool={tool} />
    </Suspense>
  );
}
