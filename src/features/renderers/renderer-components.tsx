import { lazy, type ComponentType } from 'react';
import type { Renderer, Tool } from '../../../engine/catalogue/types.ts';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';

type RendererComponent = ComponentType<{ tool: Tool }>;

/**
 * The browser side of engine/renderers/renderers.ts: one component per
 * renderer. A Record over the schema's enum, so a renderer added to the
 * schema without a component here fails the typecheck. The generic renderer
 * is in the page's bundle (it is most tools); the others load on demand.
 */
export const RENDERER_COMPONENTS: Record<Renderer, RendererComponent> = {
  generic: ToolWorkspace,
  editor: lazy(() => import('../editor/ai-text-editor.tsx').then((m) => ({ default: m.AiTextEditor }))),
  image: lazy(() => import('../images/image-studio.tsx').then((m) => ({ default: m.ImageStudio }))),
  'title-search': lazy(() => import('../title-search/title-search.tsx').then((m) => ({ default: () => <m.TitleSearch /> }))),
  calculator: lazy(() => import('../calculator/youtube-calculator.tsx').then((m) => ({ default: () => <m.YoutubeCalculator /> }))),
};
