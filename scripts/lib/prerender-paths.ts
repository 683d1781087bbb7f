import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from './read-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Pages of spec §2 that are not tools. Tool routes come from the catalogue. */
export const STATIC_PAGE_PATHS = [
  '/',
  '/seo-tools/all-in-title-search-tool',
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

/** Every route the build turns into static HTML: the static pages and each tool's route. */
export function prerenderPaths(): string[] {
  const { tools } = readCatalogue(root);
  return [...new Set([...STATIC_PAGE_PATHS, ...tools.map((t) => t.path)])];
}
