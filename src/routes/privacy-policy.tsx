import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Privacy Policy – AI Writing Tools',
    description: 'How AI Writing Tools handles your data: what we collect, how we use it, how we protect it, which third parties are involved and your rights.',
    path: '/privacy-policy',
  });
}

export default function Page() {
  return <StaticPage title="Privacy Policy" lead="What we collect when you use AI Writing Tools, why, and the choices you have." />;
}
