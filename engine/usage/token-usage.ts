// Token accounting shared by the gateway's quota, budget and usage report.

export interface TokenUsage {
  inputTokens: number;
  /** Every billed output token, reasoning tokens included (what the provider charges as output). */
  outputTokens: number;
  /** True when the provider sent no usage and the numbers are an estimate. */
  estimated: boolean;
  /** Of inputTokens, those the provider served from its prompt cache (prompt_tokens_details.cached_tokens). */
  cachedInputTokens?: number;
  /** Of outputTokens, those the model spent reasoning (recorded for the log; already counted as output). */
  reasoningTokens?: number;
}

/**
 * Rough token count: characters divided by 4. The default model is Mistral,
 * whose tokenizer an OpenAI tokenizer (gpt-tokenizer) would not match either,
 * so a heavier dependency would not buy accuracy; estimates are marked as such.
 */
export function estimateTokens(chars: number): number {
  return chars <= 0 ? 0 : Math.ceil(chars / 4);
}

const count = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : undefined);
const field = (o: unknown, name: string): unknown => (typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[name] : undefined);

/**
 * The provider's usage object (OpenAI's prompt_tokens/completion_tokens), or null when it is not one.
 * Reasoning tokens are output: OpenAI, DeepSeek and most others count them inside completion_tokens
 * (completion_tokens_details.reasoning_tokens says how many), while xAI bills them outside it, so that
 * total_tokens = prompt + completion + reasoning. Whatever total_tokens holds beyond prompt and
 * completion is therefore billed output too; without total_tokens, reasoning_tokens larger than
 * completion_tokens can only have been billed outside it.
 */
export function parseProviderUsage(raw: unknown): TokenUsage | null {
  const input = count(field(raw, 'prompt_tokens'));
  const completion = count(field(raw, 'completion_tokens'));
  if (input === undefined || completion === undefined) return null;
  const total = count(field(raw, 'total_tokens'));
  const reasoning = count(field(field(raw, 'completion_tokens_details'), 'reasoning_tokens'));
  const cached = count(field(field(raw, 'prompt_tokens_details'), 'cached_tokens'));
  let output = completion;
  if (total !== undefined && total > input + completion) output = total - input;
  else if (total === undefined && reasoning !== undefined && reasoning > completion) output = completion + reasoning;
  const usage: TokenUsage = { inputTokens: input, outputTokens: output, estimated: false };
  if (cached !== undefined && cached > 0) usage.cachedInputTokens = Math.min(cached, input);
  const reasoningBilled = reasoning ?? (output > completion ? output - completion : undefined);
  if (reasoningBilled !== undefined && reasoningBilled > 0) usage.reasoningTokens = reasoningBilled;
  return usage;
}

/** The provider's figures when it sent them, otherwise an estimate from the lengths of the prompt and the answer. */
export function usageOrEstimate(reported: TokenUsage | null, promptChars: number, outputChars: number): TokenUsage {
  return reported ?? { inputTokens: estimateTokens(promptChars), outputTokens: estimateTokens(outputChars), estimated: true };
}

/** Several calls' usage as one: counts added, estimated when any part was. */
export function sumUsage(all: readonly TokenUsage[]): TokenUsage {
  const sum: TokenUsage = { inputTokens: 0, outputTokens: 0, estimated: false };
  for (const u of all) {
    sum.inputTokens += u.inputTokens;
    sum.outputTokens += u.outputTokens;
    sum.estimated ||= u.estimated;
    if (u.cachedInputTokens) sum.cachedInputTokens = (sum.cachedInputTokens ?? 0) + u.cachedInputTokens;
    if (u.reasoningTokens) sum.reasoningTokens = (sum.reasoningTokens ?? 0) + u.reasoningTokens;
  }
  return sum;
}
