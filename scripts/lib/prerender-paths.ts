import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_PAGES } from '../../engine/catalogue/site-pages.ts';
import { localizePath, type Locale } from '../../engine/i18n/locales.ts';
import { pageLocales } from '../../engine/i18n/page-locales.ts';
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
 * Pages about the visitor's own device: saved results and share links. Prerendered like
 * the rest, but `noindex` and left out of the sitemap: they show nothing until the browser fills them.
 */
export const PRIVATE_PAGE_PATHS = ['/history', '/share'];

/** Whether tools/<id>/locales/<locale>.json exists: a tool page exists in a locale only with it. */
export function hasToolLocaleFile(toolId: string, locale: Locale, repoRoot = root): boolean {
  return fs.existsSync(path.join(repoRoot, 'tools', toolId, 'locales', `${locale}.json`));
}

/** The English pages: the static pages, the private pages and each tool's route. */
export function englishPagePaths(): string[] {
  const { tools } = readCatalogue(root);
  return [...new Set([...STATIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, ...tools.map((t) => t.path)])];
}

/** Each English page with the locales it exists in (engine/i18n/page-locales.ts). */
export function pagesWithLocales(): Array<{ path: string; locales: Locale[] }> {
  const { tools } = readCatalogue(root);
  const toolAt = new Map(tools.map((t) => [t.path, t.id]));
  return englishPagePaths().map((p) => ({ path: p, locales: pageLocales(toolAt.get(p), (id, locale) => hasToolLocaleFile(id, locale)) }));
}

/** Every route the build turns into static HTML: each page in each locale it exists in (English first). */
export function prerenderPaths(): string[] {
  const pages = pagesWithLocales();
  return [...pages.map((p) => p.path), ...pages.flatMap((p) => p.locales.filter((l) => l !== 'en').map((l) => localizePath(p.path, l)))];
}

/** The sitemap's pages: every page except the private ones, with its locales. */
export function sitemapPages(): Array<{ path: string; locales: Locale[] }> {
  return pagesWithLocales().filter((p) => !PRIVATE_PAGE_PATHS.includes(p.path));
}

/** The sitemap's addresses: every prerendered page except the private ones, in every locale it exists in. */
export function sitemapPaths(): string[] {
  return sitemapPages().flatMap((p) => p.locales.map((l) => localizePath(p.path, l)));
}
