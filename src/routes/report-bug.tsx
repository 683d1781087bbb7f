import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Report a Bug – AI Writing Tools',
    description: 'Found something broken on AI Writing Tools? Report the page or tool, what happened and what you expected, and we will fix it.',
    path: '/report-bug',
  });
}

export default function Page() {
  return <StaticPage title="Report a Bug" lead="Something not working as it should? Tell us the page or tool, what happened and what you expected." />;
}
