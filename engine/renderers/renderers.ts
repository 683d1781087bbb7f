import type { Renderer } from '../catalogue/types.ts';

export interface RendererSpec {
  /** What the renderer does, for contributors and the README's tool list. */
  summary: string;
  /** The gateway endpoint it calls, or null when it runs entirely in the browser. */
  endpoint: string | null;
}

/**
 * Every renderer a manifest may name, in one typed map: the schema's enum,
 * this map and the browser's component map (src/features/renderers) must
 * agree, and the typechecker enforces it.
 */
export const RENDERERS = {
  generic: { summary: 'Streamed text from the tool’s own prompt', endpoint: '/api/generate' },
  editor: { summary: 'The AI Text Editor canvas', endpoint: '/api/editor' },
  image: { summary: 'Image generation from a prompt', endpoint: '/api/images' },
  'title-search': { summary: 'The all-in-title SEO search', endpoint: '/api/title-search' },
  calculator: { summary: 'Computed in the browser, no AI call', endpoint: null },
} as const satisfies Record<Renderer, RendererSpec>;
