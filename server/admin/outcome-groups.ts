import type { OutcomeGroup } from '../../engine/admin/dashboard-data.ts';
import { QUOTA_REJECTION_CODES } from '../../engine/errors/quota-rejections.ts';


/** Refusals before any provider call: the visitor's quotas, the budget, the tool's cap. */
const REFUSED = new Set<string>([...QUOTA_REJECTION_CODES, 'quota_unavailable', 'tool_daily_cap']);
/** Content the moderation endpoint or the provider's own filter declined. */
const BLOCKED = new Set(['content_blocked', 'content_filtered', 'temporarily_blocked']);

export function outcomeGroup(outcome: string): OutcomeGroup {
  if (outcome === 'done' || outcome === 'done_truncated') return 'done';
  if (outcome === 'stopped') return 'stopped';
  if (outcome === 'timeout') return 'timeout';
  if (outcome === 'tool_disabled') return 'disabled';
  if (REFUSED.has(outcome)) return 'refused';
  if (BLOCKED.has(outcome)) return 'blocked';
  return 'error';
}

/**
 * Failures the provider caused, as /metrics counts them (aiwt_upstream_errors_total): every error
 * and time-out that reached a provider call, but not a shutdown's interruption.
 */
export function isProviderError(outcome: string): boolean {
  const group = outcomeGroup(outcome);
  return (group === 'error' || group === 'timeout') && outcome !== 'interrupted';
}
