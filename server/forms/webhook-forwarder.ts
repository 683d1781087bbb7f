import type { Database } from '../db/database.ts';
import { claimForwards, markForwarded, markForwardFailed, nextForwardDue, releaseForwards } from '../db/submissions.ts';
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
  /** True once the process is shutting down: no delivery starts after that. */
  stopping?: () => boolean;
}

export interface Forwarder {
  /** A new submission is stored: deliver it (and anything else due). */
  notify: () => void;
  /** Delivers everything due now; resolves when this pass is done. */
  drain: () => Promise<void>;
  /**
   * Starts no delivery any more and waits for the one in progress, at most
   * `waitMs`: then that delivery is cut (and counted as failed, to be retried).
   * Undelivered rows stay queued in the database for the next start or another instance.
   */
  close: (waitMs?: number) => Promise<void>;
}

type ClaimedRow = Awaited<ReturnType<typeof claimForwards>>[number];

/** One POST of one claimed row: marked forwarded on a 2xx, else due again after its back-off. */
async function deliverOne(
row: ClaimedRow,
{ db, url, timeoutMs, backoffMs, log, metrics, cut }: Required<Pick<ForwarderOptions, 'db' | 'url' | 'timeoutMs' | 'backoffMs' | 'log'>> & Pick<ForwarderOptions, 'metrics'> & { cut: AbortSignal },
): Promise<void> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': String(row.id) },
      body: JSON.stringify({ id: row.id, type: row.type, createdAt: row.createdAt.toISOString(), fields: row.fields }),
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), cut]),
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

/**
 * Forwards stored submissions to FORMS_WEBHOOK_URL as JSON, with retries and
 * growing back-off. The row is committed before anything is sent, so a
 * webhook that is down never loses a submission. The queue is the table
 * itself: each instance claims due rows (claimForwards: a lease, FOR UPDATE
 * SKIP LOCKED), so with several instances one instance delivers each row.
 *
 * Delivery is at least once: a process killed between the receiver's 2xx and
 * markForwarded sends the row again after a restart. Every attempt at one
 * submission carries the same Idempotency-Key header (the submission id), so
 * the receiver can drop the repeat.
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
  stopping = () => false,
}: ForwarderOptions): Forwarder {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  // Cuts the delivery in progress when close() has waited long enough.
  const cut = new AbortController();
  const halted = () => closed || stopping();
  // A claimed row is ours until the lease ends: long enough for one delivery and its bookkeeping.
  const leaseMs = timeoutMs + 5_000;

  const deliver = (row: ClaimedRow) => deliverOne(row, { db, url, timeoutMs, backoffMs, log, metrics, cut: cut.signal });

  async function schedule(): Promise<void> {
    if (halted()) return;
    const due = await nextForwardDue(db, maxAttempts).catch(() => null);
    const wait = due ? Math.max(0, Math.min(pollMs, due.getTime() - Date.now())) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(() => void drain(), wait + 10);
    timer.unref?.();
  }

  function drain(): Promise<void> {
    if (halted()) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // Claims only while not stopping: a claim re-leases rows, which would hold them from the next start.
          for (let rows = halted() ? [] : await claimForwards(db, maxAttempts, leaseMs); rows.length > 0; rows = halted() ? [] : await claimForwards(db, maxAttempts, leaseMs)) {
            for (const [i, row] of rows.entries()) {
              if (halted()) {
                // Claimed but not started because the process is stopping: due again at once, for the next start or another instance.
                await releaseForwards(db, rows.slice(i).map((r) => r.id)).catch(() => undefined);
                break;
              }
              await deliver(row);
            }
          }
        } catch (error) {
          log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'webhook pass failed');
        }
      } while (again && !halted());
      await schedule();
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    notify: () => void drain(),
    drain,
    close: async (waitMs = Number.POSITIVE_INFINITY) => {
      closed = true;
      clearTimeout(timer);
      const inProgress = running;
      if (!inProgress) return;
      let waited: ReturnType<typeof setTimeout> | undefined;
      const timedOut = await Promise.race([inProgress.then(() => false), new Promise<boolean>((resolve) => (waited = setTimeout(() => resolve(true), Math.min(waitMs, 2 ** 31 - 1))))]);
      clearTimeout(waited);
      if (!timedOut) return;
      cut.abort(new Error('shutting down'));
      // The cut delivery is marked failed (retried later); that bookkeeping gets a moment, not the whole time-out.
      await Promise.race([inProgress, new Promise((resolve) => setTimeout(resolve, 1_000).unref?.())]);
    },
  };
}
