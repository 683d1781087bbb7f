import type { DashboardData, UsageTotals } from '../../../engine/admin/dashboard-data.ts';
import { budgetFigure, count, dollars, millis } from './dashboard-format.ts';

/** The period's totals, as `npm run usage` sums them. */
export function Totals({ data }: { data: DashboardData }) {
  const { totals } = data;
  return (
    <dl className="admin-figures">
      <Figure label="Generations" value={count(totals.generations)} />
      <Figure label="Input tokens" value={count(totals.inputTokens)} />
      <Figure label="Output tokens" value={count(totals.outputTokens)} />
      <Figure label="Spend" value={dollars(totals.costUsd)} />
    </dl>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="card admin-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Today's spend against DAILY_BUDGET_*, with where today ends at its pace so far. */
export function BudgetGauge({ budget }: { budget: DashboardData['budget'] }) {
  if (budget.unit === null) {
    return <p className="field-help">No daily budget is set (DAILY_BUDGET_USD or DAILY_BUDGET_TOKENS).</p>;
  }
  const share = budget.limit > 0 ? budget.spentToday / budget.limit : 0;
  const projected = budget.limit > 0 ? budget.projectedToday / budget.limit : 0;
  return (
    <div className="card admin-budget">
      <label htmlFor="admin-budget-meter">
        Today&apos;s budget: {budgetFigure(budget, budget.spentToday)} of {budgetFigure(budget, budget.limit)} ({Math.round(share * 100)} %)
      </label>
      <meter id="admin-budget-meter" min={0} max={budget.limit} low={budget.limit * 0.5} high={budget.limit * 0.8} optimum={0} value={Math.min(budget.spentToday, budget.limit)} />
      <p className="field-help">
        At today&apos;s pace: {budgetFigure(budget, budget.projectedToday)} by midnight UTC ({Math.round(projected * 100)} % of the budget).
      </p>
    </div>
  );
}

/** Usage per tool or per model, largest spend first. */
export function Breakdown({ caption, label, rows }: { caption: string; label: string; rows: Array<UsageTotals & { name: string }> }) {
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Generations</th>
          <th scope="col">Input tokens</th>
          <th scope="col">Output tokens</th>
          <th scope="col">Spend</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={5}>Nothing in this period.</td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{count(r.generations)}</td>
            <td>{count(r.inputTokens)}</td>
            <td>{count(r.outputTokens)}</td>
            <td>{dollars(r.costUsd)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const GROUP_LABELS: Record<keyof DashboardData['outcomes']['groups'], string> = {
  done: 'Done',
  stopped: 'Stopped by the visitor',
  error: 'Errors',
  timeout: 'Timed out',
  refused: 'Refused (quota or budget)',
  disabled: 'Refused (tool switched off)',
  blocked: 'Blocked content',
};

/** How requests ended, by group and by code. */
export function Outcomes({ outcomes }: { outcomes: DashboardData['outcomes'] }) {
  return (
    <table className="admin-table">
      <caption>Outcomes ({count(outcomes.requests)} {outcomes.requests === 1 ? 'request' : 'requests'})</caption>
      <thead>
        <tr>
          <th scope="col">Outcome</th>
          <th scope="col">Requests</th>
          <th scope="col">Codes</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(GROUP_LABELS).map(([group, label]) => (
          <tr key={group}>
            <th scope="row">{label}</th>
            <td>{count(outcomes.groups[group as keyof typeof GROUP_LABELS])}</td>
            <td>
              {outcomes.codes
                .filter((c) => c.group === group)
                .map((c) => `${c.outcome} ${count(c.count)}`)
                .join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Time to first token and the provider's health. */
export function ProviderHealth({ data }: { data: DashboardData }) {
  const { timeToFirstToken: ttft, provider } = data;
  return (
    <dl className="admin-figures">
      <Figure label="Time to first token, p50" value={millis(ttft.p50Ms)} />
      <Figure label="Time to first token, p95" value={millis(ttft.p95Ms)} />
      <Figure label="Provider errors" value={count(provider.errors)} />
      <Figure label="Provider retries" value={count(provider.retries)} />
      <Figure label="Requests served by the fallback" value={count(provider.fallbackRequests)} />
    </dl>
  );
}
