import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRANSLATED_LOCALES, type Locale } from '../../engine/i18n/locales.ts';

// Which locales a tool has a page in, for the build (routes, prerender list, sitemap, hreflang):
// English always (the manifest), and each locale whose tools/<id>/locales/<locale>.json exists.
// File existence only: whether that file is complete and valid is npm run lint:tools's rule, and
// the page loaders fall back to English for a text a file lacks.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of a tool's translations. */
export function toolLocalesDir(toolId: string, root: string = repoRoot): string {
  return path.join(root, 'tools', toolId, 'locales');
}

/** The locales `toolId` has a page in: 'en' first, then its translations in LOCALES order. */
export function toolLocales(toolId: string, root: string = repoRoot): Locale[] {
  const dir = toolLocalesDir(toolId, root);
  return ['en', ...TRANSLATED_LOCALES.filter((locale) => fs.existsSync(path.join(dir, `${locale}.json`)))];
}

/** tools/locales/: the site-wide translations (categories, menu labels), not a tool. */
export const SITE_LOCALES_FOLDER = 'locales';
