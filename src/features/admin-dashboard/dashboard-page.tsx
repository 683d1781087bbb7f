import { lazy, Suspense, useEffect, useState } from 'react';
import { DASHBOARD_PERIODS, type DashboardData, type DashboardPeriod } from '../../../engine/admin/dashboard-data.ts';
import { ApiError } from '../api/api-client.ts';
import { adminGet } from '../admin-ops/admin-request.ts';
import { ErrorBox } from '../common/error-box.tsx';
import { Breakdown, BudgetGauge, Outcomes, ProviderHealth, Totals } from './dashboard-sections.tsx';
import '../admin-ops/admin-ops.css';

// The chart library arrives after the figures: the page paints its numbers without it.
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx'));

const PERIOD_LABELS: Record<DashboardPeriod, string> = { today: 'Today', '7d': '7 days', '30d': '30 days' };

function useDashboard(period: DashboardPeriod) {
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    // An answer for a period no longer shown (its body may be read before the abort lands) is dropped.
    adminGet<DashboardData>(`/api/admin/dashboard?period=${period}`, controller.signal).then(
      (d) => {
        if (!controller.signal.aborted) setData(d);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof ApiError ? e.message : 'The dashboard could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [period]);
  return { data, error };
}

function Dashboard() {
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const { data, error } = useDashboard(period);
  return (
    <div className="admin-dashboard">
      <div className="admin-periods" role="group" aria-label="Period">
        {(Object.keys(DASHBOARD_PERIODS) as DashboardPeriod[]).map((p) => (
          <button key={p} type="button" className={`button ${p === period ? 'button-primary' : 'button-secondary'}`} aria-pressed={p === period} onClick={() => setPeriod(p)}>
            {PERIOD_LABELS[p]}
          </button>
        ))}
      </div>
      {error && <ErrorBox message={error} />}
      {!data && !error && <p className="field-help">Loading the figures…</p>}
      {data && (
        <>
          <p className="field-help">
            Since {data.since} (UTC days). <code>npm run usage -- --since {data.since}</code> prints the same usage.
          </p>
          <h2>Usage</h2>
          <Totals data={data} />
          <BudgetGauge budget={data.budget} />
          <Suspense fallback={null}>
            <DashboardCharts data={data} />
          </Suspense>
          <Breakdown caption="Per tool" label="Tool" rows={data.byTool.map((r) => ({ ...r, name: r.tool }))} />
          <Breakdown caption="Per model" label="Model" rows={data.byModel.map((r) => ({ ...r, name: r.model }))} />
          <h2>Outcomes and latency</h2>
          <Outcomes outcomes={data.outcomes} />
          <ProviderHealth data={data} />
        </>
      )}
    </div>
  );
}

/** The console's dashboard: usage, budget, outcomes and the provider's health for today, 7 or 30 days. */
export default function DashboardPage() {
  return <Dashboard />;
}
