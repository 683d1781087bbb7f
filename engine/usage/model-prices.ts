import type { TokenUsage } from './token-usage.ts';

/** US dollars per million tokens. */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
  /** Prompt tokens served from the provider's cache, when it bills them at their own rate; else the input price. */
  cachedInputPerMillion?: number;
}

export type ModelPrices = ReadonlyMap<string, ModelPrice>;

/**
 * MODEL_PRICES: either JSON ({"model": {"input": 0.1, "output": 0.3, "cachedInput": 0.025}}) or
 * pairs "model=in/out,model2=in/out/cached" (dollars per million tokens; the cached-input price is
 * optional and defaults to the input price). Throws with the offending entry named, so a typo stops start-up.
 */
export function parseModelPrices(raw: string | undefined): ModelPrices {
  const prices = new Map<string, ModelPrice>();
  const text = raw?.trim() ?? '';
  if (text === '') return prices;
  const check = (model: string, input: unknown, output: unknown, cached?: unknown) => {
    if (!model || typeof input !== 'number' || typeof output !== 'number' || !(input >= 0) || !(output >= 0) || !Number.isFinite(input) || !Number.isFinite(output)) {
      throw new Error(`MODEL_PRICES: "${model}" needs two non-negative prices per million tokens (input and output)`);
    }
    if (cached !== undefined && (typeof cached !== 'number' || !(cached >= 0) || !Number.isFinite(cached))) {
      throw new Error(`MODEL_PRICES: "${model}" has a cached-input price that is not a non-negative number`);
    }
    prices.set(model, cached === undefined ? { inputPerMillion: input, outputPerMillion: output } : { inputPerMillion: input, outputPerMillion: output, cachedInputPerMillion: cached });
  };
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error('MODEL_PRICES is not valid JSON');
    }
    for (const [model, p] of Object.entries(parsed as Record<string, unknown>)) {
      const price = (p ?? {}) as Record<string, unknown>;
      check(model, price.input, price.output, price.cachedInput);
    }
    return prices;
  }
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    // The model name may itself contain "=" or "/", so split at the last "=" and the last "/".
    const eq = entry.lastIndexOf('=');
    const model = entry.slice(0, eq).trim();
    const [input, output, cached, extra] = entry.slice(eq + 1).split('/');
    if (eq <= 0 || input === undefined || output === undefined || input.trim() === '' || output.trim() === '' || cached?.trim() === '' || extra !== undefined) {
      throw new Error(`MODEL_PRICES entry "${entry}" must look like model=input/output or model=input/output/cachedInput`);
    }
    check(model, Number(input), Number(output), cached === undefined ? undefined : Number(cached));
  }
  return prices;
}

/** What a request cost in US dollars; 0 for a model without a price. Cached prompt tokens at their own rate when it has one. */
export function costUsd(usage: Pick<TokenUsage, 'inputTokens' | 'outputTokens' | 'cachedInputTokens'>, price: ModelPrice | undefined): number {
  if (!price) return 0;
  const cached = Math.min(usage.cachedInputTokens ?? 0, usage.inputTokens);
  const cachedRate = price.cachedInputPerMillion ?? price.inputPerMillion;
  return ((usage.inputTokens - cached) * price.inputPerMillion + cached * cachedRate + usage.outputTokens * price.outputPerMillion) / 1_000_000;
}
