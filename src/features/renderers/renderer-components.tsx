import { lazy, Suspense, type ComponentType } from 'react';
import type { Renderer, Tool } from '../../../engine/catalogue/types.ts';
import { YoutubeCalculator } from '../calculator/youtube-calculator.tsx';
import { ImageStudio } from '../images/image-studio.tsx';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';

type RendererComponent = ComponentType<{ tool: Tool }>;

/**
 * The browser side of engine/renderers/renderers.ts: one component per
 * renderer. A Record over the schema's enum, so a renderer added to the
 * schema without a component here fails the typecheck. Small renderers are
 * in the tool page's bundle, so a prerendered page hydrates in one go; the
 * two heavy ones (they also have routes of their own) load on demand.
 */
export const RENDERER_COMPONENTS: Record<Renderer, RendererComponent> = {
  generic: ToolWorkspace,
  image: ImageStudio,
  calculator: () => <YoutubeCalculator />,
  editor: lazy(() => import('../editor/ai-text-editor.tsx').then((m) => ({ default: m.AiTextEditor }))),
  'title-search': lazy(() => import('../title-search/title-search.tsx').then((m) => ({ default: () => <m.TitleSearch /> }))),
};

/** Renderers fetched on demand; every other one renders straight into the prerendered HTML. */
const LAZY_RENDERERS: ReadonlySet<Renderer> = new Set(['editor', 'title-search']);

/**
 * A tool's renderer. Only the lazy ones sit inside a Suspense boundary: React's
 * streaming renderer moves a large boundary's content to the end of the HTML
 * behind a fallback even when nothing suspends, so wrapping the eager form
 * prerendered "Loading…" in its place and revealed the form later, moving the
 * page (CLS 0.6) and hiding the form without JavaScript. The lazy fallback
 * keeps room for what it waits for.
 */
export function ToolRenderer({ tool }: { tool: Tool }) {
  const Component = RENDERER_COMPONENTS[tool.renderer];
  if (!LAZY_RENDERERS.has(tool.renderer)) return <Component tool={tool} />;
  return (
    <Suspense fallback={<p className="field-help renderer-loading">Loading…</p>}>
      <Component tool={tool} />
    </Suspense>
  );
}
