import type { RendererMap, RendererUsage } from '../../engine/renderers/renderer-declaration.ts';
import type { QuotaConfig } from '../config.ts';

/** What a request counts toward, as its renderer declares it (renderer.json `usage`). */
export type UsageDeclaration = Pick<RendererUsage, 'kind' | 'quota'>;

interface DailyQuota {
  /** The visitor's daily limit (0: none). */
  limit: (config: QuotaConfig) => number;
  /** The store counter's name part, per visitor and day. */
  counter: string;
  /** The visitor message of a refusal (engine/errors/error-messages.ts). */
  message: 'dailyGenerations' | 'dailyImages';
  /** True when the output-token quota reserves the request's output cap (only text has output tokens). */
  reservesOutputTokens: boolean;
  /** True when the count feeds CHALLENGE_AFTER (the challenge counts text generations). */
  countsForChallenge: boolean;
  /** True when the usage record's `requests` is the request's count (each image), not its upstream calls. */
  requestsAreItems: boolean;
}

/**
 * The two daily quotas a renderer's usage may name (schemas/renderer.schema.json `usage.quota`).
 * The quota gate reads these rows, never a renderer or usage kind, so a new renderer with its own
 * usage kind needs no edit here.
 */
export const DAILY_QUOTAS: Readonly<Record<UsageDeclaration['quota'], DailyQuota>> = {
  generations: { limit: (c) => c.generationsPerDay, counter: 'gen', message: 'dailyGenerations', reservesOutputTokens: true, countsForChallenge: true, requestsAreItems: false },
  images: { limit: (c) => c.imagesPerDay, counter: 'img', message: 'dailyImages', reservesOutputTokens: false, countsForChallenge: false, requestsAreItems: true },
};

/**
 * A renderer's declared usage, for a route that admits its requests through the quota gate. A
 * renderer whose route meters AI calls without declaring how is a build mistake: it throws (at
 * the gateway's start for a renderer route) rather than counting under a guessed kind.
 */
export function declaredUsage(renderers: RendererMap, name: string): UsageDeclaration {
  const usage = renderers[name]?.usage;
  if (!usage) throw new Error(`renderers/${name}/renderer.json declares no "usage": its route admits requests through the quota gate`);
  return usage;
}
