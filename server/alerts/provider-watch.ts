import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

/** The error rate is taken over this window. */
export const ERROR_WINDOW_MS = 5 * 60_000;
/** Fewer generations than this in the window say nothing about the provider (one failure of two is not 50 %). */
export const MIN_GENERATIONS = 10;

/**
 * Generation outcomes that are not the provider's failure: an answer, the visitor's Stop, the provider's
 * own content filter, the gateway's content check, a shutdown. Every other outcome (an error code, a
 * time-out) counts as a provider error.
 */
const NOT_PROVIDER_ERRORS = new Set(['done', 'done_truncated', 'stopped', 'content_filtered', 'content_blocked', 'moderation_unavailable', 'interrupted']);

export interface ProviderWatch {
  check: () => Promise<void>;
  stop: () => void;
}

interface Sample {
  at: number;
  total: number;
  failed: number;
}

/**
 * Reads this instance's own counters (aiwt_generations_total by outcome, aiwt_provider_fallback_total)
 * every `intervalMs`: the error rate is the failed share of the generations that ended within the last
 * five minutes; the fallback alert fires when the fallback counter grew since the last look. (The
 * Prometheus rules in deploy/ say the same for all instances together.)
 */
export function createProviderWatch({ metrics, errorRate, onErrorRate, onFallback, log, intervalMs, now = Date.now }: { metrics: Metrics; errorRate: number; onErrorRate: (r: { rate: number; failed: number; total: number }) => void; onFallback: (kinds: string[]) => void; log: Logger; intervalMs: number; now?: () => number }): ProviderWatch {
  // The counters start at zero with the app: the first window's start.
  const samples: Sample[] = [{ at: now(), total: 0, failed: 0 }];
  let fallbacks: Map<string, number> | null = null;

  const check = async () => {
    const at = now();
    const generations = await metrics.generations.get();
    let total = 0;
    let failed = 0;
    for (const { value, labels } of generations.values) {
      total += value;
      if (!NOT_PROVIDER_ERRORS.has(String(labels.outcome))) failed += value;
    }
    samples.push({ at, total, failed });
    // The window starts at the newest sample at least ERROR_WINDOW_MS old (the first one while the app is younger).
    while (samples.length > 2 && (samples[1]?.at ?? at) <= at - ERROR_WINDOW_MS) samples.shift();
    const base = samples[0] ?? { total: 0, failed: 0 };
    const window = { total: total - base.total, failed: failed - base.failed };
    if (window.total >= MIN_GENERATIONS && window.failed / window.total > errorRate) onErrorRate({ rate: window.failed / window.total, ...window });

    const counted = new Map((await metrics.providerFallbacks.get()).values.map((v) => [String(v.labels.kind), v.value]));
    const grown = fallbacks === null ? [...counted.keys()].filter((k) => (counted.get(k) ?? 0) > 0) : [...counted.keys()].filter((k) => (counted.get(k) ?? 0) > (fallbacks?.get(k) ?? 0));
    fallbacks = counted;
    if (grown.length > 0) onFallback(grown);
  };

  const timer = intervalMs > 0 ? setInterval(() => void check().catch((error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'alert: provider watch failed')), intervalMs) : null;
  timer?.unref();
  return { check, stop: () => timer && clearInterval(timer) };
}
