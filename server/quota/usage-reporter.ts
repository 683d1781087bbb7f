import { costUsd } from '../../engine/usage/model-prices.ts';
import type { BilledPart } from '../../engine/usage/reservation.ts';
import { sumUsage, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { QuotaConfig } from '../config.ts';
import type { Logger } from '../observability/logger.ts';
import { DAILY_QUOTAS, type UsageDeclaration } from './daily-quotas.ts';
import type { QuotaEvents, UsageRecord } from './quota-events.ts';

/** One upstream call's usage (reported or estimated) and the model that answered it. */
export interface BilledCall extends BilledPart {
  usage: TokenUsage;
}

export interface UsageReporter {
  /** Reports a finished request: one record per model that answered part of it, to the metrics and to storage. */
  report: (day: string, request: { usage: UsageDeclaration; tool: string; count: number }, calls: readonly BilledCall[], images: number) => void;
  /** Resolves once every record handed to storage so far is stored (or failed). */
  flush: () => Promise<void>;
}

/**
 * Usage goes to the metrics at once and to storage (the daily aggregates) without the
 * request waiting: the embedded database may still be opening, and shutdown waits for
 * the pending records instead (flush).
 */
export function createUsageReporter(config: QuotaConfig, events: QuotaEvents, log: Pick<Logger, 'warn'>, persist?: (record: UsageRecord) => Promise<void>): UsageReporter {
  const pending = new Set<Promise<void>>();
  const store = (record: UsageRecord) => {
    if (!persist) return;
    const stored = persist(record).catch((error: Error) => log.warn({ err: error.message }, 'usage: could not store usage'));
    pending.add(stored);
    void stored.finally(() => pending.delete(stored));
  };
  return {
    report: (day, request, calls, images) => {
      // Each model is priced with its own prices: a version the fallback answered is billed as the fallback.
      const byModel = new Map<string, BilledCall[]>();
      for (const call of calls) byModel.set(call.model, [...(byModel.get(call.model) ?? []), call]);
      for (const [model, group] of byModel) {
        const usage = sumUsage(group.map((g) => g.usage));
        const requests = DAILY_QUOTAS[request.usage.quota].requestsAreItems ? request.count : group.length;
        const record: UsageRecord = { day, kind: request.usage.kind, tool: request.tool, model, requests, usage, images: byModel.size === 1 ? images : 0, costUsd: costUsd(usage, config.modelPrices.get(model)) };
        events.onUsage?.(record);
        store(record);
      }
    },
    flush: async () => void (await Promise.all(pending)),
  };
}
