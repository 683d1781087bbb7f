import { lazy, Suspense } from 'react';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/history';

// The list lives in this browser only, so there is nothing to prerender but the frame; loading it
// lazily also keeps this route's entry in every page's route manifest small (the first-load budget).
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
  return (
    <StaticPage title={t('pageTitle')} lead={t('pageLead')}>
      <Suspense fallback={<p className="field-help">{t('loading')}</p>}>
        <SavedResultsPage />
      </Suspense>
    </StaticPage>
  );
}
