import type { UsageLine } from '../../engine/usage/usage-table.ts';
import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { usageDaily } from '../db/schema.ts';
import type { UsageRecord } from '../quota/quota-events.ts';

/** Adds one request's usage to its day's aggregate row (one upsert; nothing about the visitor is stored). */
export async function recordUsage(db: Database, r: UsageRecord): Promise<void> {
  const values = {
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
  await db
    .insert(usageDaily)
    .values(values)
    .onConflictDoUpdate({
      target: [usageDaily.day, usageDaily.kind, usageDaily.tool, usageDaily.model],
      set: {
        requests: sql`${usageDaily.requests} + ${values.requests}`,
        estimatedRequests: sql`${usageDaily.estimatedRequests} + ${values.estimatedRequests}`,
        inputTokens: sql`${usageDaily.inputTokens} + ${values.inputTokens}`,
        outputTokens: sql`${usageDaily.outputTokens} + ${values.outputTokens}`,
        images: sql`${usageDaily.images} + ${values.images}`,
        costUsd: sql`${usageDaily.costUsd} + ${values.costUsd}`,
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
