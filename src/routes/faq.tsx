import { SupportLink } from '../features/config/site-contact.tsx';
import { FAQ_ENTRIES } from '../features/faq/faq-entries.ts';
import { FaqList } from '../features/faq/faq-list.tsx';
import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return [
    ...pageMeta({
      title: 'FAQ – Free AI Writing Tools',
      description: 'Answers about AI Writing Tools: are the tools free, do you need an account, is there a generation limit, is your content stored, and how to get support.',
      path: '/faq',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ_ENTRIES.map((e) => ({ '@type': 'Question', name: e.question, acceptedAnswer: { '@type': 'Answer', text: e.answer } })),
      },
    },
  ];
}

export default function FaqPage() {
  return (
    <StaticPage title="Frequently Asked Questions" lead="Everything you need to know about our free AI writing tools.">
      <FaqList />
      <p className="faq-contact">
        Still have a question? <SupportLink>Contact Support</SupportLink>
      </p>
    </StaticPage>
  );
}
