import type { RendererMap } from '../renderers/renderer-declaration.ts';

/** What lint accepts for a manifest's maxOutputTokens (the schema checks the same bounds). */
export const OUTPUT_TOKENS_RANGE = { min: 64, max: 32_768 } as const;

/**
 * max_tokens for one request: the manifest's cap or its renderer's default (renderer.json
 * `usage.defaultMaxOutputTokens`), never above the server's MAX_OUTPUT_TOKENS.
 */
export function outputCap(tool: { renderer: string; maxOutputTokens?: number } | undefined, serverMax: number, renderers: RendererMap): number {
  const wanted = tool?.maxOutputTokens ?? (tool ? renderers[tool.renderer]?.usage?.defaultMaxOutputTokens : undefined) ?? serverMax;
  return Math.min(wanted, serverMax);
}
