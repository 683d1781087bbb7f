import type { UsageLine } from '../../engine/usage/usage-table.ts';
import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageDaily } from '../db/schema.ts';
import type { UsageRecord } from '../quota/quota-events.ts';

type UsageRow = typeof usageDaily.$inferInsert;

function rowOf(r: UsageRecord): UsageRow {
  return {
    day: r.day,
    kind: r.kind,
    tool: r.tool,
    model: r.model,
    requests: r.requests,
    estimatedRequests: r.usage.estimated ? r.requests : 0,
    inputTokens: r.usage.inputTokens,
    outputTokens: r.usage.outputTokens,
    images: r.images,
    costUsd: r.costUsd,
  };
}

/** Adds one request's usage to its day's aggregate row (one upsert; nothing about the visitor is stored). */
export async function recordUsage(db: Database, r: UsageRecord): Promise<void> {
  await upsertRow(db, rowOf(r));
}

/**
 * How long a batch collects records before it is written. Usage is stored
 * after the response (server/quota/quota-gate.ts), so nobody waits on it;
 * under load, one upsert per aggregate row every 200 ms instead of about one
 * per request cut the gateway's CPU per request by about a sixth (npm run
 * bench, 500 streams; helper measurement in the issue-19 note).
 */
export const USAGE_BATCH_WINDOW_MS = 200;

/**
 * recordUsage for many concurrent streams: the records that arrive within
 * windowMs of the first (and while the previous batch is still being written)
 * are summed per aggregate row and written together, so 500 streams ending
 * at once cost a few upserts instead of 500 (each a write transaction, which
 * on PGlite opens and syncs files). Each call still resolves only once its
 * record is stored.
 */
export function usageRecorder(db: Database, windowMs = USAGE_BATCH_WINDOW_MS): (record: UsageRecord) => Promise<void> {
  let batch: { rows: Map<string, UsageRow>; stored: Promise<void> } | null = null;
  let writing: Promise<void> = Promise.resolve();
  return (record) => {
    if (!batch) {
      const rows = new Map<string, UsageRow>();
      // The next batch starts once the one being written is stored (or failed: its callers are told).
      const stored = writing.catch(() => undefined).then(async () => {
        if (windowMs > 0) await new Promise((resolve) => setTimeout(resolve, windowMs));
        batch = null;
        for (const row of rows.values()) await upsertRow(db, row);
      });
      writing = stored;
      batch = { rows, stored };
    }
    const row = rowOf(record);
    const key = `${row.day}\u0000${row.kind}\u0000${row.tool}\u0000${row.model}`;
    const sum = batch.rows.get(key);
    if (!sum) batch.rows.set(key, row);
    else {
      sum.requests = (sum.requests ?? 0) + (row.requests ?? 0);
      sum.estimatedRequests = (sum.estimatedRequests ?? 0) + (row.estimatedRequests ?? 0);
      sum.inputTokens = (sum.inputTokens ?? 0) + (row.inputTokens ?? 0);
      sum.outputTokens = (sum.outputTokens ?? 0) + (row.outputTokens ?? 0);
      sum.images = (sum.images ?? 0) + (row.images ?? 0);
      sum.costUsd = (sum.costUsd ?? 0) + (row.costUsd ?? 0);
    }
    return batch.stored;
  };
}

async function upsertRow(db: Database, values: UsageRow): Promise<void> {
  await db
    .insert(usageDaily)
    .values(values)
    .onConflictDoUpdate({
      target: [usageDaily.day, usageDaily.kind, usageDaily.tool, usageDaily.model],
      set: {
        requests: sql`${usageDaily.requests} + ${values.requests ?? 0}`,
        estimatedRequests: sql`${usageDaily.estimatedRequests} + ${values.estimatedRequests ?? 0}`,
        inputTokens: sql`${usageDaily.inputTokens} + ${values.inputTokens ?? 0}`,
        outputTokens: sql`${usageDaily.outputTokens} + ${values.outputTokens ?? 0}`,
        images: sql`${usageDaily.images} + ${values.images ?? 0}`,
        costUsd: sql`${usageDaily.costUsd} + ${values.costUsd ?? 0}`,
      },
    });
}

/** One line of `npm run usage`: the totals of a tool and model over the period. */
export type UsageSummaryRow = UsageLine;

/**
 * Usage by tool and model from the day of `since` on. Aggregates are per UTC
 * day, so "--since 24h" covers yesterday and today in full.
 */
export async function summarizeUsage(db: Database, since: Date): Promise<UsageSummaryRow[]> {
  const rows = await db
    .select({
      tool: usageDaily.tool,
      model: usageDaily.model,
      requests: sql<number>`sum(${usageDaily.requests})::int`,
      estimatedRequests: sql<number>`sum(${usageDaily.estimatedRequests})::int`,
      inputTokens: sql<string>`sum(${usageDaily.inputTokens})`,
      outputTokens: sql<string>`sum(${usageDaily.outputTokens})`,
      images: sql<number>`sum(${usageDaily.images})::int`,
      costUsd: sql<number>`sum(${usageDaily.costUsd})`,
    })
    .from(usageDaily)
    .where(gte(usageDaily.day, since.toISOString().slice(0, 10)))
    .groupBy(usageDaily.tool, usageDaily.model)
    .orderBy(desc(sql`sum(${usageDaily.costUsd})`), desc(sql`sum(${usageDaily.outputTokens})`));
  return rows.map((r) => ({ ...r, inputTokens: Number(r.inputTokens), outputTokens: Number(r.outputTokens), costUsd: Number(r.costUsd) }));
}
