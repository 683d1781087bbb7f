import { billedAmount, NANO, reservationAmount, type BilledPart, type BudgetUnits, type UsageEstimate } from '../../engine/usage/reservation.ts';
import type { QuotaConfig } from '../config.ts';
import type { Logger } from '../observability/logger.ts';
import type { QuotaEvents } from './quota-events.ts';
import type { QuotaStore } from './quota-store.ts';

/** Share of the budget at which the gateway warns. */
export const BUDGET_WARN_SHARE = 0.8;

/** The budget in counter units: nano-dollars with prices, tokens without; 0 = no budget. */
export function budgetUnits(config: QuotaConfig): BudgetUnits {
  if (config.budgetUsd > 0 && config.modelPrices.size > 0) return { limit: Math.round(config.budgetUsd * NANO), unit: 'usd' };
  if (config.budgetTokens > 0) return { limit: config.budgetTokens, unit: 'tokens' };
  return { limit: 0, unit: 'tokens' };
}

export interface BudgetLedger {
  /** Whether a daily budget is set at all. */
  enabled: boolean;
  /** Reserves what the request may cost; the amount reserved, or null when the day's budget is used up (nothing taken). */
  reserve: (day: string, ttlSeconds: number, estimate: UsageEstimate, models: readonly string[]) => Promise<number | null>;
  /** Gives a reservation back whole (the request was refused after all). */
  release: (day: string, ttlSeconds: number, reserved: number) => Promise<void>;
  /** Replaces the reservation with what the upstream calls billed, each priced as the model that answered. */
  settle: (day: string, ttlSeconds: number, reserved: number, parts: readonly BilledPart[]) => Promise<void>;
}

/**
 * The day's budget, shared by every instance through the store. Two counters:
 * "budget" holds what was spent plus what running requests reserved (admission
 * reads and takes it atomically), "spent" only what was billed (the 80 %
 * warning and the budget-share metric). A request is admitted while "budget"
 * is below the limit, so it ends at most one request's reservation above it.
 */
export function createBudgetLedger(config: QuotaConfig, store: QuotaStore, key: (day: string, name: string) => string, log: Pick<Logger, 'warn'>, events: QuotaEvents): BudgetLedger {
  const units = budgetUnits(config);
  const enabled = units.limit > 0;
  const describe = (total: number) => (units.unit === 'usd' ? `$${(total / NANO).toFixed(2)} of $${config.budgetUsd}` : `${total} of ${units.limit} tokens`);
  return {
    enabled,
    reserve: async (day, ttlSeconds, estimate, models) => {
      if (!enabled) return 0;
      const amount = reservationAmount(units, estimate, models, config.modelPrices);
      const taken = await store.reserve(key(day, 'budget'), amount, units.limit, ttlSeconds);
      return taken.ok ? amount : null;
    },
    release: async (day, ttlSeconds, reserved) => {
      if (enabled && reserved !== 0) await store.add(key(day, 'budget'), -reserved, ttlSeconds);
    },
    settle: async (day, ttlSeconds, reserved, parts) => {
      if (!enabled) return;
      const billed = billedAmount(units, parts, config.modelPrices);
      const [, spent] = await Promise.all([store.add(key(day, 'budget'), billed - reserved, ttlSeconds), store.add(key(day, 'spent'), billed, ttlSeconds)]);
      const before = spent - billed;
      // Each add is atomic, so exactly one request (on one instance) sees the crossing and warns.
      if (before < units.limit * BUDGET_WARN_SHARE && spent >= units.limit * BUDGET_WARN_SHARE) {
        log.warn(`${Math.round((spent / units.limit) * 100)} % of today's budget used (${describe(spent)}); new generations stop at 100 % until midnight UTC.`);
      }
      events.onBudgetShare?.(spent / units.limit);
    },
  };
}
