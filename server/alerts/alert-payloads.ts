import { NANO, type BudgetUnits } from '../../engine/usage/reservation.ts';

// What each alert says. `text` is for a Slack (or Mattermost, Teams, Discord-compatible) channel; the
// other fields are for receivers that route on them. Never a visitor's text, address or identity.

/** The shares of the daily budget at which the budget alert fires, once each per day. */
export const BUDGET_THRESHOLDS = [0.5, 0.8, 0.95, 1] as const;

export interface AlertFacts {
  alert: 'budget_threshold' | 'provider_error_rate' | 'fallback_serving' | 'tool_disabled' | 'moderation_blocks';
  /** What makes this alert one of its kind for the day (the threshold, the tool). */
  name: string;
  text: string;
  fields: Record<string, unknown>;
}

export function budgetAlert(threshold: number, share: number, units: BudgetUnits): AlertFacts {
  const percent = Math.round(threshold * 100);
  const spent = share * units.limit;
  const budget = units.unit === 'usd' ? { unit: 'usd', limit: units.limit / NANO, spent: Math.round((spent / NANO) * 100) / 100 } : { unit: 'tokens', limit: units.limit, spent: Math.round(spent) };
  const amount = units.unit === 'usd' ? `$${budget.spent.toFixed(2)} of $${budget.limit}` : `${budget.spent.toLocaleString('en')} of ${budget.limit.toLocaleString('en')} tokens`;
  const after = percent >= 100 ? 'New generations are refused until midnight UTC.' : 'New generations stop at 100 % until midnight UTC.';
  return {
    alert: 'budget_threshold',
    name: `budget-${percent}`,
    text: `Budget: ${percent} % of today's AI budget used (${amount}). ${after}`,
    fields: { threshold: percent, share: Math.round(share * 10_000) / 10_000, budget },
  };
}

export function errorRateAlert(rate: number, limit: number, failed: number, total: number): AlertFacts {
  const percent = Math.round(rate * 1000) / 10;
  return {
    alert: 'provider_error_rate',
    name: 'error-rate',
    text: `AI provider errors: ${percent} % of generations failed over the last 5 minutes (${failed} of ${total}; alert above ${Math.round(limit * 100)} %).`,
    fields: { rate: Math.round(rate * 1000) / 1000, threshold: limit, failed, total, windowMinutes: 5 },
  };
}

export function fallbackAlert(kinds: string[]): AlertFacts {
  return {
    alert: 'fallback_serving',
    name: 'fallback',
    text: `Fallback provider: requests (${kinds.join(', ')}) were handed to the fallback provider because the primary failed.`,
    fields: { kinds },
  };
}

export function toolDisabledAlert(tool: string, reason: string | undefined): AlertFacts {
  return {
    alert: 'tool_disabled',
    name: `tool-off:${tool}`,
    text: `Tool switched off: ${tool}${reason ? ` (reason shown to visitors: ${reason})` : ''}.`,
    fields: { tool, ...(reason ? { reason } : {}) },
  };
}

export function moderationAlert(blocks: number, threshold: number): AlertFacts {
  return {
    alert: 'moderation_blocks',
    name: 'moderation-blocks',
    text: `Content safety: ${blocks} requests or answers blocked by the content check today (alert at ${threshold}).`,
    fields: { blocks, threshold },
  };
}
