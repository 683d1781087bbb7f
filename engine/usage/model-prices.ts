import type { TokenUsage } from './token-usage.ts';

/** US dollars per million tokens. */
export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

export type ModelPrices = ReadonlyMap<string, ModelPrice>;

/**
 * MODEL_PRICES: either JSON ({"model": {"input": 0.1, "output": 0.3}}) or
 * pairs "model=in/out,model2=in/out" (dollars per million tokens). Throws
 * with the offending entry named, so a typo stops start-up.
 */
export function parseModelPrices(raw: string | undefined): ModelPrices {
  const prices = new Map<string, ModelPrice>();
  const text = raw?.trim() ?? '';
  if (text === '') return prices;
  const check = (model: string, input: unknown, output: unknown) => {
    if (!model || typeof input !== 'number' || typeof output !== 'number' || !(input >= 0) || !(output >= 0) || !Number.isFinite(input) || !Number.isFinite(output)) {
      throw new Error(`MODEL_PRICES: "${model}" needs two non-negative prices per million tokens (input and output)`);
    }
    prices.set(model, { inputPerMillion: input, outputPerMillion: output });
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
      check(model, price.input, price.output);
    }
    return prices;
  }
  for (const entry of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    // The model name may itself contain "=" or "/", so split at the last "=" and the last "/".
    const eq = entry.lastIndexOf('=');
    const model = entry.slice(0, eq).trim();
    const [input, output] = entry.slice(eq + 1).split('/');
    if (eq <= 0 || input === undefined || output === undefined || input.trim() === '' || output.trim() === '') {
      throw new Error(`MODEL_PRICES entry "${entry}" must look like model=input/output`);
    }
    check(model, Number(input), Number(output));
  }
  return prices;
}

/** What a request cost in US dollars; 0 for a model without a price. */
export function costUsd(usage: Pick<TokenUsage, 'inputTokens' | 'outputTokens'>, price: ModelPrice | undefined): number {
  if (!price) return 0;
  return (usage.inputTokens * price.inputPerMillion + usage.outputTokens * price.outputPerMillion) / 1_000_000;
}
