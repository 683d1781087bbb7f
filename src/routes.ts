import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ownPageRoutes } from '../scripts/lib/own-pages.ts';

// The page module of each renderer that gives a tool a page of its own (manifest `path`).
// Which tools have one, and at what address, is data: read here when the build loads this config.
const OWN_PAGE_MODULE_BY_RENDERER: Readonly<Record<string, string | undefined>> = {
  editor: 'routes/editor-page.tsx',
  image: 'routes/image-page.tsx',
};

// Every path here except the redirects is prerendered (react-router.config.ts).
export default [
  index('routes/home.tsx'),
  route('tools', 'routes/redirect-home.tsx', { id: 'tools-index' }),
  route('tools/:toolId', 'routes/tool.tsx'),
  // The address is the route's id: one page module may serve several pages of their own.
  ...ownPageRoutes(OWN_PAGE_MODULE_BY_RENDERER).map((page) => route(page.path.slice(1), page.file, { id: `own-page:${page.path}` })),
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
