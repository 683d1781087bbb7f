// Model tiers: a manifest (or its category) says what kind of model a tool needs, the operator
// says which model that is (AI_MODEL_FAST, AI_MODEL, AI_MODEL_REASONING). Short outputs (titles,
// hashtags, names) need no large model; a tool that must think things through may want a reasoning one.

export type ModelTier = 'fast' | 'standard' | 'reasoning';

export const DEFAULT_MODEL_TIER: ModelTier = 'standard';

/** The operator's model for each tier. */
export type TierModels = Readonly<Record<ModelTier, string>>;

/** The tool's own tier, else its category's, else standard. */
export function modelTierOf(tool: { modelTier?: ModelTier; category: string }, categories: ReadonlyArray<{ id: string; modelTier?: ModelTier }>): ModelTier {
  return tool.modelTier ?? categories.find((c) => c.id === tool.category)?.modelTier ?? DEFAULT_MODEL_TIER;
}

/** Every tier's model, each unset one falling back to the standard model. */
export function tierModels(standard: string, fast: string | undefined, reasoning: string | undefined): TierModels {
  return { fast: fast || standard, standard, reasoning: reasoning || standard };
}
