import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_PAGES } from '../../engine/catalogue/site-pages.ts';
import { readCatalogue } from './read-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The site's pages that are not tools (pages of their own from tools/site-pages.json). Tool routes come from the catalogue. */
export const STATIC_PAGE_PATHS = [
  '/',
  ...OWN_PAGES.map((page) => page.path),
  '/tools-suggest',
  '/report-bug',
  '/faq',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
];

/**
 * Pages about the visitor's own device (issue 17): saved results and share links. Prerendered like
 * the rest, but `noindex` and left out of the sitemap: they show nothing until the browser fills them.
 */
export const PRIVATE_PAGE_PATHS = ['/history', '/share'];

/** Every route the build turns into static HTML: the static pages, the private pages and each tool's route. */
export function prerenderPaths(): string[] {
  const { tools } = readCatalogue(root);
  return [...new Set([...STATIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, ...tools.map((t) => t.path)])];
}

/** The sitemap's routes: every prerendered page except the private ones. */
export function sitemapPaths(): string[] {
  return prerenderPaths().filter((p) => !PRIVATE_PAGE_PATHS.includes(p));
}
