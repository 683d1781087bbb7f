import { and, gte, lt, sql } from 'drizzle-orm';
import { budgetAmount, NANO } from '../../engine/usage/reservation.ts';
import type { QuotaConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { generationOutcomes, usageDaily } from '../db/schema.ts';
import { budgetUnits } from '../quota/budget-ledger.ts';
import { summarizeUsage, type UsageSummaryRow } from '../usage/usage-store.ts';
import { DASHBOARD_PERIODS, OUTCOME_GROUPS, type DashboardData, type DashboardPeriod, type OutcomeGroup, type UsageTotals as Totals } from '../../engine/admin/dashboard-data.ts';
import { isProviderError, outcomeGroup } from './outcome-groups.ts';

export { isDashboardPeriod, type DashboardData, type DashboardPeriod } from '../../engine/admin/dashboard-data.ts';

const DAY_MS = 86_400_000;

/** The first UTC day of a period that ends today. */
export function periodStart(period: DashboardPeriod, now: Date): string {
  return new Date(now.getTime() - (DASHBOARD_PERIODS[period] - 1) * DAY_MS).toISOString().slice(0, 10);
}

const zero = (): Totals => ({ generations: 0, inputTokens: 0, outputTokens: 0, images: 0, costUsd: 0 });
function add(into: Totals, row: UsageSummaryRow): void {
  into.generations += row.requests;
  into.inputTokens += row.inputTokens;
  into.outputTokens += row.outputTokens;
  into.images += row.images;
  into.costUsd += row.costUsd;
}

/** Sums the usage rows by one of their labels, largest spend (then output) first. */
function groupBy<K extends 'tool' | 'model'>(rows: UsageSummaryRow[], key: K): Array<Totals & Record<K, string>> {
  const sums = new Map<string, Totals>();
  for (const row of rows) {
    const sum = sums.get(row[key]) ?? zero();
    add(sum, row);
    sums.set(row[key], sum);
  }
  return [...sums]
    .map(([name, t]) => ({ [key]: name, ...t }) as Totals & Record<K, string>)
    .sort((a, b) => b.costUsd - a.costUsd || b.outputTokens - a.outputTokens || b.generations - a.generations);
}

/** Today's spend in the budget's unit, and where it ends if the rest of the UTC day goes as it went so far (at least an hour counted). */
function budgetGauge(quota: QuotaConfig, today: Totals, now: Date): DashboardData['budget'] {
  const units = budgetUnits(quota);
  const unit = units.limit > 0 ? units.unit : null;
  const spentToday = unit === 'usd' ? today.costUsd : budgetAmount({ limit: 0, unit: 'tokens' }, today, undefined);
  const elapsed = Math.max(now.getTime() - Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`), 3_600_000);
  return { unit, limit: unit === 'usd' ? units.limit / NANO : units.limit, spentToday, projectedToday: (spentToday * DAY_MS) / elapsed };
}

async function dailySeries(db: Database, since: string): Promise<DashboardData['daily']> {
  const rows = await db
    .select({ day: usageDaily.day, generations: sql<number>`sum(${usageDaily.requests})::int`, costUsd: sql<number>`sum(${usageDaily.costUsd})` })
    .from(usageDaily)
    .where(gte(usageDaily.day, since))
    .groupBy(usageDaily.day)
    .orderBy(usageDaily.day);
  return rows.map((r) => ({ day: r.day, generations: Number(r.generations), costUsd: Number(r.costUsd) }));
}

async function outcomeFigures(db: Database, from: Date, to: Date): Promise<Pick<DashboardData, 'outcomes' | 'timeToFirstToken' | 'provider'>> {
  const inPeriod = and(gte(generationOutcomes.at, from), lt(generationOutcomes.at, to));
  const [codes, [timing], [provider]] = await Promise.all([
    db.select({ outcome: generationOutcomes.outcome, count: sql<number>`count(*)::int` }).from(generationOutcomes).where(inPeriod).groupBy(generationOutcomes.outcome),
    db
      .select({
        p50: sql<number | null>`percentile_cont(0.5) within group (order by ${generationOutcomes.ttftMs})`,
        p95: sql<number | null>`percentile_cont(0.95) within group (order by ${generationOutcomes.ttftMs})`,
        samples: sql<number>`count(${generationOutcomes.ttftMs})::int`,
      })
      .from(generationOutcomes)
      .where(inPeriod),
    db.select({ retries: sql<number>`coalesce(sum(${generationOutcomes.retries}), 0)::int`, fallback: sql<number>`count(*) filter (where ${generationOutcomes.fallback})::int` }).from(generationOutcomes).where(inPeriod),
  ]);
  const groups = Object.fromEntries(OUTCOME_GROUPS.map((g) => [g, 0])) as Record<OutcomeGroup, number>;
  const listed = codes.map((r) => ({ outcome: r.outcome, group: outcomeGroup(r.outcome), count: Number(r.count) })).sort((a, b) => b.count - a.count);
  for (const r of listed) groups[r.group] += r.count;
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    outcomes: { groups, codes: listed, requests: listed.reduce((n, r) => n + r.count, 0) },
    timeToFirstToken: { p50Ms: round(timing?.p50), p95Ms: round(timing?.p95), samples: Number(timing?.samples ?? 0) },
    provider: { errors: listed.filter((r) => isProviderError(r.outcome)).reduce((n, r) => n + r.count, 0), retries: Number(provider?.retries ?? 0), fallbackRequests: Number(provider?.fallback ?? 0) },
  };
}

/** The dashboard's figures for a period ending now: usage as `npm run usage` sums it, outcomes from the outcome table. */
export async function dashboardData(db: Database, quota: QuotaConfig, period: DashboardPeriod, now = new Date()): Promise<DashboardData> {
  const since = periodStart(period, now);
  const today = now.toISOString().slice(0, 10);
  const [usage, todayUsage, daily, outcomes] = await Promise.all([
    summarizeUsage(db, new Date(`${since}T00:00:00Z`)),
    period === 'today' ? null : summarizeUsage(db, new Date(`${today}T00:00:00Z`)),
    dailySeries(db, since),
    outcomeFigures(db, new Date(`${since}T00:00:00Z`), new Date(now.getTime() + 1000)),
  ]);
  const totals = zero();
  for (const row of usage) add(totals, row);
  const todayTotals = zero();
  for (const row of todayUsage ?? usage) add(todayTotals, row);
  return { period, since, totals, budget: budgetGauge(quota, todayTotals, now), byTool: groupBy(usage, 'tool'), byModel: groupBy(usage, 'model'), daily, ...outcomes };
}
