import type { Database } from '../db/database.ts';
import { claimForwards, markForwarded, markForwardFailed, nextForwardDue } from '../db/submissions.ts';
import { silentLogger, type Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

export interface ForwarderOptions {
  db: Database;
  url: string;
  maxAttempts?: number;
  /** Wait before retry n (the last value repeats). */
  backoffMs?: readonly number[];
  timeoutMs?: number;
  /** Look for due rows at least this often: retries, rows of a crashed instance, rows another instance stored. */
  pollMs?: number;
  log?: Logger;
  metrics?: Pick<Metrics, 'webhookDeliveries' | 'webhookFailures'>;
}

export interface Forwarder {
  /** A new submission is stored: deliver it (and anything else due). */
  notify: () => void;
  /** Delivers everything due now; resolves when this pass is done. */
  drain: () => Promise<void>;
  /** Stops polling and waits for the delivery in progress (shutdown flush); undelivered rows stay queued in the database. */
  close: () => Promise<void>;
}

/**
 * Forwards stored submissions to FORMS_WEBHOOK_URL as JSON, with retries and
 * growing back-off. The row is committed before anything is sent, so a
 * webhook that is down never loses a submission. The queue is the table
 * itself: each instance claims due rows (claimForwards: a lease, FOR UPDATE
 * SKIP LOCKED), so with several instances each submission goes out once.
 */
export function createForwarder({
  db,
  url,
  maxAttempts = 6,
  backoffMs = [2_000, 10_000, 60_000, 300_000, 1_800_000],
  timeoutMs = 10_000,
  pollMs = 30_000,
  log = silentLogger,
  metrics,
}: ForwarderOptions): Forwarder {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // A claimed row is ours until the lease ends: long enough for one delivery and its bookkeeping.
  const leaseMs = timeoutMs + 5_000;

  async function deliver(row: Awaited<ReturnType<typeof claimForwards>>[number]): Promise<void> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: row.id, type: row.type, createdAt: row.createdAt.toISOString(), fields: row.fields }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await markForwarded(db, row.id);
      metrics?.webhookDeliveries.inc();
    } catch (error) {
      metrics?.webhookFailures.inc();
      const retryInMs = backoffMs[Math.min(row.forwardAttempts, backoffMs.length - 1)] ?? 60_000;
      await markForwardFailed(db, row.id, retryInMs).catch(() => undefined);
      log.warn({ submissionId: row.id, attempt: row.forwardAttempts + 1, retryInMs, reason: error instanceof Error ? error.message : String(error) }, 'webhook delivery failed');
    }
  }

  async function schedule(): Promise<void> {
    if (closed) return;
    const due = await nextForwardDue(db, maxAttempts).catch(() => null);
    const wait = due ? Math.max(0, Math.min(pollMs, due.getTime() - Date.now())) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(() => void drain(), wait + 10);
    timer.unref?.();
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          for (let rows = await claimForwards(db, maxAttempts, leaseMs); rows.length > 0 && !closed; rows = await claimForwards(db, maxAttempts, leaseMs)) {
            for (const row of rows) await deliver(row);
          }
        } catch (error) {
          log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'webhook pass failed');
        }
      } while (again && !closed);
      await schedule();
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    notify: () => void drain(),
    drain,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
