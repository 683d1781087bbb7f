import { lazy, Suspense } from 'react';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

// The text is in the address's fragment, read in the browser: nothing to prerender but the frame.
// Lazy also keeps this route's entry in every page's route manifest small (the first-load budget).
const SharedResultView = lazy(() => import('../features/share/shared-result-view.tsx'));

// Each link carries its own text: nothing here to index (and it is not in the sitemap).
export function meta() {
  return [
    ...pageMeta({
      title: 'Shared Result – AI Writing Tools',
      description: 'A result someone made with AI Writing Tools and shared with a link that holds the text itself.',
      path: '/share',
    }),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SharePage() {
  return (
    <StaticPage title="Shared Result">
      <Suspense fallback={<p className="field-help">Reading the shared result…</p>}>
        <SharedResultView />
      </Suspense>
    </StaticPage>
  );
}
