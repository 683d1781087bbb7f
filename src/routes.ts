import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { ownPageRoutes } from '../scripts/lib/own-pages.ts';

// Which tools have a page of their own (manifest `path`), and on which page module (their
// renderer's renderer.json `ownPageModule`), is data: read here when the build loads this config.

// Every page serves every locale from one route: `:locale?/faq` is `/faq` (English) and `/es/faq`,
// `/ar/faq`… The page reads its locale from its address (splitLocalePath), never from the param.
// One route per page rather than one per page and locale: React Router sends every page the whole
// route manifest, and eight copies of it cost 1,432 B gzip of first JavaScript that no page has.
// Which localized addresses exist is the build's list (scripts/lib/prerender-paths.ts); any other
// (an unknown locale, an untranslated tool) has no data file, and the app shows its not-found page.
const L = ':locale?/';

// Every path here except the redirects and the console (/admin) is prerendered (react-router.config.ts).
export default [
  index('routes/home.tsx'),
  route(':locale', 'routes/home.tsx', { id: 'routes/home-localized' }),
  route(`${L}tools`, 'routes/redirect-home.tsx', { id: 'tools-index' }),
  route(`${L}tools/:toolId`, 'routes/tool.tsx'),
  // The address is the route's id: one page module may serve several pages of their own.
  ...ownPageRoutes().map((page) => route(L + page.path.slice(1), page.file, { id: `own-page:${page.path}` })),
  route(`${L}tools-suggest`, 'routes/tools-suggest.tsx'),
  route(`${L}report-bug`, 'routes/report-bug.tsx'),
  route(`${L}faq`, 'routes/faq.tsx'),
  route(`${L}about`, 'routes/about.tsx'),
  route(`${L}contact`, 'routes/contact.tsx'),
  route(`${L}privacy-policy`, 'routes/privacy-policy.tsx'),
  route(`${L}terms-of-service`, 'routes/terms-of-service.tsx'),
  route(`${L}cookie-policy`, 'routes/cookie-policy.tsx'),
  route(`${L}disclaimer`, 'routes/disclaimer.tsx'),
  // Private to the visitor's device (noindex, not in the sitemap).
  route(`${L}history`, 'routes/history.tsx'),
  route(`${L}share`, 'routes/share.tsx'),
  // The operator's console: English only, not prerendered, not in the sitemap; the gateway serves it only with ADMIN_TOKEN.
  route('admin', 'routes/admin.tsx', [index('routes/admin-dashboard.tsx'), route('inbox', 'routes/admin-inbox.tsx'), route('tools', 'routes/admin-tools.tsx')]),
  route('*', 'routes/redirect-home.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
