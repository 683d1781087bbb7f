export interface RendererSpec {
  /** What the renderer does, for contributors and the tool list of docs/tools.md. */
  summary: string;
  /** The gateway endpoint it calls, or null when it runs entirely in the browser. */
  endpoint: string | null;
  /** True when its page reads a prompt from the URL (?prompt=), so another tool can hand off to it. */
  acceptsPrompt: boolean;
}

/**
 * Every renderer a manifest may name, in one typed map. The schema only checks the
 * spelling; the catalogue check rejects a name missing here, and the browser's component
 * map (src/features/renderers) is typed over these keys, so forgetting it fails the typecheck.
 */
export const RENDERERS = {
  generic: { summary: 'Streamed text from the tool’s own prompt', endpoint: '/api/generate', acceptsPrompt: false },
  editor: { summary: 'The AI Text Editor canvas', endpoint: '/api/editor', acceptsPrompt: false },
  image: { summary: 'Image generation from a prompt', endpoint: '/api/images', acceptsPrompt: true },
  'title-search': { summary: 'The all-in-title SEO search', endpoint: '/api/title-search', acceptsPrompt: false },
  calculator: { summary: 'Computed in the browser, no AI call', endpoint: null, acceptsPrompt: false },
} as const satisfies Record<string, RendererSpec>;

export function isRenderer(name: string): name is keyof typeof RENDERERS {
  return Object.hasOwn(RENDERERS, name);
}
