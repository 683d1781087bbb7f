import { lazy, type ComponentType } from 'react';
import type { Renderer, ToolPageData } from '../../../engine/catalogue/types.ts';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';

type RendererComponent = ComponentType<{ tool: ToolPageData }>;

/**
 * The browser side of engine/renderers/renderers.ts: one component per
 * renderer. A Record over that map's keys, so a renderer added there without
 * a component here fails the typecheck. The generic renderer (most tools) is
 * in the tool page's bundle; the others load on demand, so a text tool's page
 * never downloads them. Their prerendered HTML stays on screen until their
 * chunk arrives and hydrates (React keeps server-rendered Suspense content).
 */
export const RENDERER_COMPONENTS: Record<Renderer, RendererComponent> = {
  generic: ToolWorkspace,
  image: lazy(() => import('../images/image-studio.tsx').then((m) => ({ default: m.ImageStudio }))),
  calculator: lazy(() => import('../calculator/youtube-calculator.tsx').then((m) => ({ default: () => <m.YoutubeCalculator /> }))),
  editor: lazy(() => import('../editor/ai-text-editor.tsx').then((m) => ({ default: m.AiTextEditor }))),
  'title-search': lazy(() => import('../title-search/title-search.tsx').then((m) => ({ default: () => <m.TitleSearch /> }))),
};
