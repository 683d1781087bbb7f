import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Terms of Service – AI Writing Tools',
    description: 'The terms of service of AI Writing Tools: acceptable use, generated content, availability, liability and the law that governs them.',
    path: '/terms-of-service',
  });
}

export default function Page() {
  return <StaticPage title="Terms of Service" lead="The terms that apply when you use AI Writing Tools." />;
}
