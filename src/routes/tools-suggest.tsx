import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Suggest a New AI Writing Tool',
    description: 'Have an idea for a new AI writing tool? Suggest it: describe what it should do and who it is for, and we may build it for everyone.',
    path: '/tools-suggest',
  });
}

export default function Page() {
  return <StaticPage title="Suggest a New Tool" lead="Missing a tool you need? Tell us what it should do and we will consider building it." />;
}
