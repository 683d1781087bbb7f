// The console dashboard's answer (GET /api/admin/dashboard), shared by the gateway that builds it
// and the page that shows it.

/** Each period ends today; its number is how many UTC days it covers, today included. */
export const DASHBOARD_PERIODS = { today: 1, '7d': 7, '30d': 30 } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && Object.hasOwn(DASHBOARD_PERIODS, value);
}

/** How the dashboard groups outcomes: each stored outcome falls in exactly one group. */
export type OutcomeGroup = 'done' | 'stopped' | 'error' | 'timeout' | 'refused' | 'disabled' | 'blocked';

export const OUTCOME_GROUPS: readonly OutcomeGroup[] = ['done', 'stopped', 'error', 'timeout', 'refused', 'disabled', 'blocked'];

export interface UsageTotals {
  generations: number;
  inputTokens: number;
  outputTokens: number;
  images: number;
  costUsd: number;
}

export interface DashboardData {
  period: DashboardPeriod;
  /** First UTC day of the period: `npm run usage -- --since <since>` prints the same usage. */
  since: string;
  totals: UsageTotals;
  /** Today's spend in the budget's unit (null: no budget set), and the end-of-day projection at today's pace. */
  budget: { unit: 'usd' | 'tokens' | null; limit: number; spentToday: number; projectedToday: number };
  byTool: Array<UsageTotals & { tool: string }>;
  byModel: Array<UsageTotals & { model: string }>;
  daily: Array<{ day: string; generations: number; costUsd: number }>;
  outcomes: { groups: Record<OutcomeGroup, number>; codes: Array<{ outcome: string; group: OutcomeGroup; count: number }>; requests: number };
  timeToFirstToken: { p50Ms: number | null; p95Ms: number | null; samples: number };
  provider: { errors: number; retries: number; fallbackRequests: number };
}
