import { lazy, Suspense } from 'react';
import { pageMeta } from '../features/seo/page-meta.ts';
import { pageText } from '../features/common/page-text.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/share';

// The text is in the address's fragment, read in the browser: nothing to prerender but the frame.
// Lazy also keeps this route's entry in every page's route manifest small (the first-load budget).
const SharedResultView = lazy(() => import('../features/share/shared-result-view.tsx'));

export function loader({ request }: Route.LoaderArgs) {
  return pageText(request, ['share'], 'share', 'metaTitle', 'metaDescription');
}

// Each link carries its own text: nothing here to index (and it is not in the sitemap).
export function meta({ loaderData }: Route.MetaArgs) {
  return [...pageMeta({ title: loaderData?.title ?? '', description: loaderData?.description ?? '', path: '/share' }), { name: 'robots', content: 'noindex' }];
}

export default function SharePage() {
  const t = useMessages('share');
  return (
    <StaticPage title={t('pageTitle')}>
      <Suspense fallback={<p className="field-help">{t('reading')}</p>}>
        <SharedResultView />
      </Suspense>
    </StaticPage>
  );
}
