import { lazy, type ComponentType } from 'react';
import type { Renderer, ToolPageData } from '../../../engine/catalogue/types.ts';
import { YoutubeCalculator } from '../calculator/youtube-calculator.tsx';
import { ImageStudio } from '../images/image-studio.tsx';
import { ToolWorkspace } from '../tool-page/tool-workspace.tsx';

type RendererComponent = ComponentType<{ tool: ToolPageData }>;

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
