import type { RejectionCode } from '../../engine/errors/quota-rejections.ts';
import type { TokenUsage } from '../../engine/usage/token-usage.ts';

/** A renderer's usage kind (renderer.json `usage.kind`), e.g. generation, editor, image. */
export type UsageKind = string;

export interface UsageRecord {
  day: string;
  kind: UsageKind;
  tool: string;
  model: string;
  /** Requests (a variants request counts each version). */
  requests: number;
  usage: TokenUsage;
  /** Images delivered (image requests only). */
  images: number;
  costUsd: number;
}

/** The quota gate's refusals: codes of the one table, in engine/ so the browser reads them too. */
export type { RejectionCode };

/**
 * What the quota module reports, so metrics (the prom-client registry)
 * and storage plug in without this module owning a registry. Every member is
 * optional and must not throw.
 */
export interface QuotaEvents {
  onUsage?: (record: UsageRecord) => void;
  onQuotaRejected?: (event: { code: RejectionCode; quota?: 'generations' | 'output_tokens' | 'images' }) => void;
  /** Share of today's global budget used (0..1+), after every recorded request when a budget is set. */
  onBudgetShare?: (share: number) => void;
}
