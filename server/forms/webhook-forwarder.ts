import type { Database } from '../db/database.ts';
import { markForwarded, markForwardFailed, pendingForwards } from '../db/submissions.ts';

export interface ForwarderOptions {
  db: Database;
  url: string;
  maxAttempts?: number;
  /** Wait before retry n (the last value repeats). */
  backoffMs?: readonly number[];
  timeoutMs?: number;
}

export interface Forwarder {
  /** A new submission is stored: deliver it (and anything still pending). */
  notify: () => void;
  /** Delivers everything pending now; resolves when this pass is done. */
  drain: () => Promise<void>;
  close: () => void;
}

/**
 * Forwards stored submissions to FORMS_WEBHOOK_URL as JSON, with retries and
 * growing back-off. The row is committed before anything is sent, so a
 * webhook that is down never loses a submission: it stays pending (and is
 * retried after a restart) until delivered or out of attempts.
 */
export function createForwarder({ db, url, maxAttempts = 6, backoffMs = [2_000, 10_000, 60_000, 300_000, 1_800_000], timeoutMs = 10_000 }: ForwarderOptions): Forwarder {
  let running: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  async function pass(): Promise<boolean> {
    let failed = false;
    for (const row of await pendingForwards(db, maxAttempts)) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: row.id, type: row.type, createdAt: row.createdAt.toISOString(), fields: row.fields }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await markForwarded(db, row.id);
      } catch (error) {
        failed = true;
        await markForwardFailed(db, row.id).catch(() => undefined);
        console.warn(`[forms] webhook delivery of submission ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed;
  }

  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const failed = await pass().catch((error: unknown) => {
          console.warn(`[forms] webhook pass failed: ${error instanceof Error ? error.message : String(error)}`);
          return true;
        });
        if (failed && !closed) {
          const delay = backoffMs[Math.min(failures, backoffMs.length - 1)] ?? 60_000;
          failures++;
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => void drain(), delay);
          retryTimer.unref?.();
        } else if (!failed) {
          failures = 0;
        }
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    notify: () => void drain(),
    drain,
    close: () => {
      closed = true;
      clearTimeout(retryTimer);
    },
  };
}
