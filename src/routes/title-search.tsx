import { ownPagePath } from '../../engine/catalogue/site-pages.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { TitleSearch } from '../../renderers/title-search/title-search.tsx';
import { formatMessage } from '../i18n/format-message.ts';
import { loadMessages } from '../i18n/load-messages.server.ts';
import { localeOfRequest } from '../i18n/page-locale.server.ts';
import { useMessages } from '../i18n/use-messages.ts';
import type { Route } from './+types/title-search';

// The title search's page of its own (no tool behind it): its renderer's messages, in the page's language.
export function loader({ request }: Route.LoaderArgs) {
  return { messages: loadMessages(localeOfRequest(request), ['title-search']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const messages = loaderData?.messages['title-search'] ?? {};
  return pageMeta({
    title: formatMessage(messages.seoTitle ?? ''),
    description: formatMessage(messages.seoDescription ?? ''),
    path: ownPagePath('title-search'),
  });
}

export default function TitleSearchPage() {
  const t = useMessages('title-search');
  return (
    <div className="page-wide">
      <header className="editor-page-header">
        <h1>{t('pageHeading')}</h1>
        <p className="lead">{t('pageLead')}</p>
      </header>
      <TitleSearch />
    </div>
  );
}
