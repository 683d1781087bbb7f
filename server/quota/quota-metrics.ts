import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { QuotaEvents } from './quota-events.ts';

/**
 * Feeds the quota module's events into the one metrics registry (spend and
 * tokens by model and tool, rejections, share of the budget used), then to an
 * extra listener when one is given (tests). Never throws: a metric must not
 * fail a visitor's request.
 */
export function quotaMetrics(metrics: Metrics, log: Logger, extra?: QuotaEvents): QuotaEvents {
  const safely = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (error) {
      log.warn({ what, err: error instanceof Error ? error.message : String(error) }, 'quota event listener failed');
    }
  };
  return {
    onUsage: (record) =>
      safely('usage', () => {
        // Label objects written out, not spread: this runs once per generation.
        const { model, tool } = record;
        metrics.usageTokens.inc({ model, tool, direction: 'input' }, record.usage.inputTokens);
        metrics.usageTokens.inc({ model, tool, direction: 'output' }, record.usage.outputTokens);
        if (record.costUsd > 0) metrics.usageSpend.inc({ model, tool }, record.costUsd);
        extra?.onUsage?.(record);
      }),
    onQuotaRejected: (event) =>
      safely('rejection', () => {
        metrics.visitorQuotaRejections.inc({ code: event.code, quota: event.quota ?? '' });
        extra?.onQuotaRejected?.(event);
      }),
    onBudgetShare: (share) =>
      safely('budget', () => {
        metrics.budgetShare.set(share);
        extra?.onBudgetShare?.(share);
      }),
  };
}
