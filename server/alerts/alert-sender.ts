import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

/** One alert as it is POSTed: Slack's `text`, then the structured fields a receiver can route on. */
export interface AlertPayload {
  text: string;
  alert: string;
  /** The claim key: also the Idempotency-Key header, the same on every attempt. */
  key: string;
  day: string;
  at: string;
  [field: string]: unknown;
}

export interface AlertSenderOptions {
  url: string;
  log: Logger;
  metrics: Pick<Metrics, 'alertDeliveries'>;
  timeoutMs?: number;
  /** Waits before the retries; the number of values is the number of retries. */
  retryDelaysMs?: readonly number[];
}

export interface AlertSender {
  /** Sends in the background: never awaited by a visitor's request, never throws. */
  send: (payload: AlertPayload) => void;
  /** Waits for the deliveries in progress (at most `waitMs`), for shutdown and tests. */
  settle: (waitMs?: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * The alert webhook: a JSON POST with a time-out and a few retries, each attempt carrying the same
 * Idempotency-Key (as the forms' webhook does), so a receiver can drop a repeat. A failure is logged
 * and counted, never thrown: an alert must not slow or break the request that caused it.
 */
export function createAlertSender({ url, log, metrics, timeoutMs = 5_000, retryDelaysMs = [2_000, 10_000] }: AlertSenderOptions): AlertSender {
  const pending = new Set<Promise<void>>();
  const attempt = async (payload: AlertPayload) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payload.key },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
  const deliver = async (payload: AlertPayload) => {
    for (let tries = 0; ; tries++) {
      try {
        await attempt(payload);
        metrics.alertDeliveries.inc({ alert: payload.alert, result: 'sent' });
        log.info({ alert: payload.alert, key: payload.key }, 'alert sent');
        return;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryInMs = retryDelaysMs[tries];
        metrics.alertDeliveries.inc({ alert: payload.alert, result: 'failed' });
        log.warn({ alert: payload.alert, key: payload.key, attempt: tries + 1, reason, ...(retryInMs === undefined ? {} : { retryInMs }) }, retryInMs === undefined ? 'alert webhook failed; giving up' : 'alert webhook failed; retrying');
        if (retryInMs === undefined) return;
        await sleep(retryInMs);
      }
    }
  };
  return {
    send: (payload) => {
      const delivery = deliver(payload).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    settle: async (waitMs = 15_000) => {
      await Promise.race([Promise.allSettled([...pending]), sleep(waitMs)]);
    },
  };
}
