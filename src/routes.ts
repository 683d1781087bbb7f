import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ownPageRoutes } from '../scripts/lib/own-pages.ts';

// Which tools have a page of their own (manifest `path`), and on which page module (their
// renderer's renderer.json `ownPageModule`), is data: read here when the build loads this config.

// Every path here except the redirects is prerendered (react-router.config.ts).
export default [
  index('routes/home.tsx'),
  route('tools', 'routes/redirect-home.tsx', { id: 'tools-index' }),
  route('tools/:toolId', 'routes/tool.tsx'),
  // The address is the route's id: one page module may serve several pages of their own.
  ...ownPageRoutes().map((page) => route(page.path.slice(1), page.file, { id: `own-page:${page.path}` })),
  route('tools-suggest', 'routes/tools-suggest.tsx'),
  route('report-bug', 'routes/report-bug.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('cookie-policy', 'routes/cookie-policy.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  // Private to the visitor's device (noindex, not in the sitemap).
  route('history', 'routes/history.tsx'),
  route('share', 'routes/share.tsx'),
  route('*', 'routes/redirect-home.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
