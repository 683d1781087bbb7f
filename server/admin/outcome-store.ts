import { lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { generationOutcomes } from '../db/schema.ts';
import type { Logger } from '../observability/logger.ts';
import type { GenerationFacts } from '../observability/request-telemetry.ts';

type OutcomeRow = typeof generationOutcomes.$inferInsert;

/** Outcomes that are not a failure: no error code is stored with them. */
const NOT_AN_ERROR = new Set(['done', 'done_truncated', 'stopped']);

/** How long rows collect before one insert writes them all (the request never waits for it). */
export const OUTCOME_BATCH_WINDOW_MS = 200;

/** The outcome row of one ended generation request: labels, counts and timings, never text or a visitor identifier. */
export function outcomeRow(facts: GenerationFacts, at: Date): OutcomeRow {
  return {
    at,
    tool: facts.tool,
    model: facts.model,
    outcome: facts.outcome,
    errorCode: NOT_AN_ERROR.has(facts.outcome) ? null : facts.outcome,
    versions: facts.versions ?? 1,
    ttftMs: facts.ttftMs ?? null,
    inputTokens: facts.inputTokens ?? 0,
    outputTokens: facts.outputTokens ?? 0,
    retries: facts.retries ?? 0,
    fallback: facts.fallback ?? false,
  };
}

export interface OutcomeRecorder {
  /** Queues one request's facts; written within the batch window. Never throws. */
  record: (facts: GenerationFacts) => void;
  /** Resolves once every queued row is written (or failed): tests and shutdown wait for it. */
  flush: () => Promise<void>;
}

const DAY_MS = 86_400_000;

export interface OutcomeRecorderOptions {
  /** ADMIN_RETENTION_DAYS: rows older than this are deleted. */
  retentionDays: number;
  log: Pick<Logger, 'warn'>;
  windowMs?: number;
  now?: () => Date;
}

/**
 * Writes the outcome rows in batches, so many streams ending together cost one insert. Old rows are
 * pruned with the first batch and then with the first batch of each later day: a delete by date is
 * idempotent, so instances need no agreement on who prunes, and an idle embedded database is not
 * opened for it.
 */
export function createOutcomeRecorder(db: Database, { retentionDays, log, windowMs = OUTCOME_BATCH_WINDOW_MS, now = () => new Date() }: OutcomeRecorderOptions): OutcomeRecorder {
  let queued: OutcomeRow[] = [];
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  const write = () => {
    timer = null;
    const rows = queued;
    queued = [];
    const at = now();
    const prune = at.getTime() - prunedAt >= DAY_MS;
    if (prune) prunedAt = at.getTime();
    writing = writing
      .then(() => db.insert(generationOutcomes).values(rows))
      .then(() => (prune ? pruneOutcomes(db, retentionDays, at) : 0))
      .then(() => undefined)
      .catch((error: Error) => log.warn({ err: error.message }, 'console: could not store generation outcomes'));
    return writing;
  };
  return {
    record: (facts) => {
      queued.push(outcomeRow(facts, now()));
      timer ??= setTimeout(write, windowMs);
    },
    flush: async () => {
      if (timer) {
        clearTimeout(timer);
        await write();
      }
      await writing;
    },
  };
}

/** Deletes outcome rows older than `retentionDays`; the number deleted. */
export async function pruneOutcomes(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db.delete(generationOutcomes).where(lt(generationOutcomes.at, cutoff)).returning({ id: generationOutcomes.id });
  return deleted.length;
}
