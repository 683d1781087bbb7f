import { lazy, Suspense } from 'react';

// The console's tool switches. Never prerendered, noindex and out of the sitemap; its code loads on this page only.
const ToolsPage = lazy(() => import('../features/admin-tools/tools-page.tsx'));

export function meta() {
  return [{ title: 'Tools – Operator console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function AdminToolsRoute() {
  return (
    <section className="admin-page">
      <h1>Tools</h1>
      <p>Switch a tool off with a reason its page shows, or cap its generations per day.</p>
      <Suspense fallback={<p className="field-help">Loading the tools…</p>}>
        <ToolsPage />
      </Suspense>
    </section>
  );
}
