import { pageMeta } from '../features/seo/page-meta.ts';
import { StaticPage } from '../pages/static-page.tsx';

export function meta() {
  return pageMeta({
    title: 'Contact Us – AI Writing Tools',
    description: 'Get in touch with the AI Writing Tools team for support, feedback, bug reports, feature requests or business enquiries. We answer within 24 hours.',
    path: '/contact',
  });
}

export default function Page() {
  return <StaticPage title="Contact Us" lead="Questions, feedback or business enquiries: we answer within 24 hours." />;
}
