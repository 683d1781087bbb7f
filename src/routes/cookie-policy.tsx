import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Cookie Policy – AI Writing Tools',
    description: 'Which cookies and local storage keys AI Writing Tools uses, what each one is for, and how to clear them. No advertising or tracking cookies.',
    path: '/cookie-policy',
  });
}

export default function Page() {
  return <StaticPage title="Cookie Policy" lead="Which cookies and browser storage this site uses, and why." />;
}
