import { Suspense, type ComponentType } from 'react';
import type { Renderer, ToolPageData } from '../../../engine/catalogue/types.ts';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';
import { preloadable } from '../lazy/preloadable.tsx';

type RendererComponent = ComponentType<{ tool: ToolPageData }>;

/**
 * The browser side of engine/renderers/renderers.ts: one component per
 * renderer. A Record over that map's keys, so a renderer added there without
 * a component here fails the typecheck. The generic renderer (most tools) is
 * in the tool page's bundle; the others load on demand, so a text tool's page
 * never downloads them. Their prerendered HTML stays on screen until their
 * chunk arrives and hydrates (React keeps server-rendered Suspense content;
 * see preloadable).
 */
const LAZY = {
  image: preloadable(() => import('../images/image-studio.tsx').then((m) => m.ImageStudio)),
  editor: preloadable(() => import('../editor/ai-text-editor.tsx').then((m) => m.AiTextEditor)),
  'title-search': preloadable(() => import('../title-search/title-search.tsx').then((m) => () => <m.TitleSearch />)),
  // On demand, so the text tools' first chunk keeps its size budget; prerendered inline like the others.
  calculator: preloadable(() => import('../calculator/youtube-calculator.tsx').then((m) => () => <m.YoutubeCalculator />)),
} satisfies Record<string, ReturnType<typeof preloadable<{ tool: ToolPageData }>>>;

export const RENDERER_COMPONENTS: Readonly<Record<Renderer, RendererComponent | undefined>> = {
  generic: ToolWorkspace,
  image: LAZY.image.Component,
  calculator: LAZY.calculator.Component,
  editor: LAZY.editor.Component,
  'title-search': LAZY['title-search'].Component,
};

/** Loads a renderer's chunk ahead of rendering (the prerender's route loader awaits it). */
export async function preloadRenderer(renderer: Renderer): Promise<void> {
  if (Object.hasOwn(LAZY, renderer)) await LAZY[renderer as keyof typeof LAZY].preload();
}

/** Renderers fetched on demand; every other one renders straight into the prerendered HTML. */
// The calculator is on demand too, but without a boundary: it is large enough for React to move a
// boundary's content behind "Loading…" in the HTML. Its prerendered form stays on screen while
// hydration waits for its chunk.
const LAZY_RENDERERS: ReadonlySet<Renderer> = new Set(['image', 'editor', 'title-search']);

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
  if (!LAZY_RENDERERS.has(tool.renderer)) return <Component tool={tool} />;
  return (
    <Suspense fallback={<p className="field-help renderer-loading">Loading…</p>}>
      <Component tool={tool} />
    </Suspense>
  );
}
