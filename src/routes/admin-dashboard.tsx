import { lazy, Suspense } from 'react';

// The console's dashboard (index of the console's layout). Never prerendered, noindex and out of the
// sitemap; its code (and the chart library) loads on this page only.
const DashboardPage = lazy(() => import('../features/admin-dashboard/dashboard-page.tsx'));

export function meta() {
  return [{ title: 'Dashboard – Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminDashboardRoute() {
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      <Suspense fallback={<p className="field-help">Loading the dashboard…</p>}>
        <DashboardPage />
      </Suspense>
    </section>
  );
}
