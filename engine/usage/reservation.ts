// What a request may cost at most, reserved against the day's budget when it
// is admitted and settled to what the provider billed when it ends.

import { costUsd, type ModelPrice, type ModelPrices } from './model-prices.ts';
import { estimateTokens, type TokenUsage } from './token-usage.ts';

/** Budget in US dollars is counted in billionths, so Redis adds whole numbers. */
export const NANO = 1e9;

/** The most a request may use: its prompt's tokens and its output cap, times its versions. */
export interface UsageEstimate {
  inputTokens: number;
  outputTokens: number;
}

/** The prompt is known (estimated from its length, as for a provider that reports no usage); the output is at most max_tokens. */
export function estimateUsage(promptChars: number, maxOutputTokens: number, versions = 1): UsageEstimate {
  return { inputTokens: estimateTokens(promptChars) * versions, outputTokens: Math.max(0, maxOutputTokens) * versions };
}

/** How the day's budget is counted: nano-dollars with prices, tokens without; a limit of 0 = no budget. */
export interface BudgetUnits {
  limit: number;
  unit: 'usd' | 'tokens';
}

/** One upstream call's usage and the model that answered it. */
export interface BilledPart {
  model: string;
  usage: Pick<TokenUsage, 'inputTokens' | 'outputTokens' | 'cachedInputTokens'>;
}

/** The budget counter's amount for `usage` priced as `price` (whole units, rounded up so small calls are never free). */
export function budgetAmount(units: BudgetUnits, usage: Pick<TokenUsage, 'inputTokens' | 'outputTokens' | 'cachedInputTokens'>, price: ModelPrice | undefined): number {
  if (units.unit === 'tokens') return usage.inputTokens + usage.outputTokens;
  return Math.ceil(costUsd(usage, price) * NANO);
}

/**
 * What a request reserves: its estimate priced at the dearest of the models
 * that may answer it (the primary's, and the fallback's when one is set), so
 * a fallback that costs more cannot take the budget past its reservation.
 */
export function reservationAmount(units: BudgetUnits, estimate: UsageEstimate, models: readonly string[], prices: ModelPrices): number {
  if (units.limit <= 0) return 0;
  return Math.max(0, ...models.map((model) => budgetAmount(units, estimate, prices.get(model))));
}

/** What the request's upstream calls billed, each priced as the model that answered it. */
export function billedAmount(units: BudgetUnits, parts: readonly BilledPart[], prices: ModelPrices): number {
  return parts.reduce((sum, part) => sum + budgetAmount(units, part.usage, prices.get(part.model)), 0);
}
