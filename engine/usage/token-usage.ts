// Token accounting shared by the gateway's quota, budget and usage report.

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** True when the provider sent no usage and the numbers are an estimate. */
  estimated: boolean;
}

/**
 * Rough token count: characters divided by 4. The default model is Mistral,
 * whose tokenizer an OpenAI tokenizer (gpt-tokenizer) would not match either,
 * so a heavier dependency would not buy accuracy; estimates are marked as such.
 */
export function estimateTokens(chars: number): number {
  return chars <= 0 ? 0 : Math.ceil(chars / 4);
}

/** The provider's usage object (OpenAI's prompt_tokens/completion_tokens), or null when it is not one. */
export function parseProviderUsage(raw: unknown): TokenUsage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const u = raw as Record<string, unknown>;
  const input = u.prompt_tokens;
  const output = u.completion_tokens;
  if (typeof input !== 'number' || typeof output !== 'number' || !Number.isFinite(input) || !Number.isFinite(output) || input < 0 || output < 0) return null;
  return { inputTokens: Math.round(input), outputTokens: Math.round(output), estimated: false };
}

/** The provider's figures when it sent them, otherwise an estimate from the lengths of the prompt and the answer. */
export function usageOrEstimate(reported: TokenUsage | null, promptChars: number, outputChars: number): TokenUsage {
  return reported ?? { inputTokens: estimateTokens(promptChars), outputTokens: estimateTokens(outputChars), estimated: true };
}
