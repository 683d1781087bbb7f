import { lazy, Suspense } from 'react';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useHydrated } from '../features/common/use-hydrated.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/history';

// The list lives in this browser only, so there is nothing to prerender but the frame (it mounts once
// the page has hydrated); loading it lazily also keeps this route's entry in every page's route
// manifest small (the first-load budget).
const SavedResultsPage = lazy(() => import('../features/saved-results/saved-results-page.tsx'));

export function loader({ request }: Route.LoaderArgs) {
  return pageText(request, ['saved'], 'saved', 'metaTitle', 'metaDescription');
}

// Private to the device: nothing to index (and it is not in the sitemap).
export function meta({ loaderData }: Route.MetaArgs) {
  return [...pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/history' }), { name: 'robots', content: 'noindex' }];
}

export default function HistoryPage() {
  const t = useMessages('saved');
  const loading = <p className="field-help">{t('loading')}</p>;
  // Only in the browser, once hydrated: the list and the switch are this device's.
  const hydrated = useHydrated();
  return (
    <StaticPage title={t('pageTitle')} lead={t('pageLead')}>
      {hydrated ? (
        <Suspense fallback={loading}>
          <SavedResultsPage />
        </Suspense>
      ) : (
        loading
      )}
    </StaticPage>
  );
}
