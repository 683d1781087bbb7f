import { lazy, Suspense } from 'react';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

// The list lives in this browser only, so there is nothing to prerender but the frame; loading it
// lazily also keeps this route's entry in every page's route manifest small (the first-load budget).
const SavedResultsPage = lazy(() => import('../features/saved-results/saved-results-page.tsx'));

// Private to the device: nothing to index (and it is not in the sitemap).
export function meta() {
  return [
    ...pageMeta({
      title: 'Saved Results – AI Writing Tools',
      description: 'The results you generated, saved in your own browser only: search, restore, export or delete them.',
      path: '/history',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function HistoryPage() {
  return (
    <StaticPage
      title="Saved Results"
      lead="Your finished results, kept in this browser only (IndexedDB). They are never sent to or stored on our server."
    >
      <Suspense fallback={<p className="field-help">Loading your saved results…</p>}>
        <SavedResultsPage />
      </Suspense>
    </StaticPage>
  );
}
