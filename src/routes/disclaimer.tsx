import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Disclaimer – AI Writing Tools',
    description: 'AI Writing Tools produces AI-generated content that may contain errors. Review, fact-check and edit everything before you publish or rely on it.',
    path: '/disclaimer',
  });
}

export default function Page() {
  return <StaticPage title="Disclaimer" lead="AI-generated content can be wrong: review it before you rely on it." />;
}
