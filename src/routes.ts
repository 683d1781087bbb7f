import { type RouteConfig, index, route } from '@react-router/dev/routes';

// Spec §2. Every path here except the redirects is prerendered (react-router.config.ts).
export default [
  index('routes/home.tsx'),
  route('tools', 'routes/redirect-home.tsx', { id: 'tools-index' }),
  route('tools/:toolId', 'routes/tool.tsx'),
  route('ai-text-editor', 'routes/ai-text-editor.tsx'),
  route('text-to-image', 'routes/text-to-image.tsx'),
  route('seo-tools/all-in-title-search-tool', 'routes/title-search.tsx'),
  route('tools-suggest', 'routes/tools-suggest.tsx'),
  route('report-bug', 'routes/report-bug.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('cookie-policy', 'routes/cookie-policy.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  // Issue 17: private to the visitor's device (noindex, not in the sitemap).
  route('history', 'routes/history.tsx'),
  route('share', 'routes/share.tsx'),
  route('*', 'routes/redirect-home.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
