import { localizePath } from '../../engine/i18n/locales.ts';
import { SupportLink } from '../features/config/site-contact.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import { loadFaqPage } from '../features/faq/load-faq.server.ts';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';
import type { Route } from './+types/faq';

// Runs when the build prerenders /faq and each locale's /<locale>/faq: the locale is the path's
// prefix, and only that locale's questions are written into the page (none in its JavaScript).
export function loader({ request }: Route.LoaderArgs) {
  return loadFaqPage(request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { metaTitle, metaDescription, entries, locale } = loaderData;
  return [
    ...pageMeta({ title: metaTitle, description: metaDescription, path: localizePath('/faq', locale) }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: entries.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
      },
    },
  ];
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage title={loaderData.title} lead={loaderData.lead}>
      <FaqList content={loaderData} />
      <p className="faq-contact">
        {loaderData.contactPrompt} <SupportLink>{loaderData.contactLink}</SupportLink>
      </p>
    </StaticPage>
  );
}
