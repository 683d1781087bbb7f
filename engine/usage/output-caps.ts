import type { Renderer } from '../catalogue/types.ts';

/** max_tokens when a manifest does not set maxOutputTokens; only renderers that stream text have one. */
export const DEFAULT_MAX_OUTPUT_TOKENS: Partial<Record<Renderer, number>> = {
  generic: 2048,
  // The editor returns the visitor's whole text revised: up to 12,000 characters, about 3,000 tokens.
  editor: 4096,
};

/** What lint accepts for a manifest's maxOutputTokens (the schema checks the same bounds). */
export const OUTPUT_TOKENS_RANGE = { min: 64, max: 32_768 } as const;

/** max_tokens for one request: the manifest's cap or its renderer's default, never above the server's MAX_OUTPUT_TOKENS. */
export function outputCap(tool: { renderer: Renderer; maxOutputTokens?: number } | undefined, serverMax: number): number {
  const wanted = tool?.maxOutputTokens ?? (tool ? DEFAULT_MAX_OUTPUT_TOKENS[tool.renderer] : undefined) ?? serverMax;
  return Math.min(wanted, serverMax);
}
