import { ownPagePath } from '../../../engine/catalogue/site-pages.ts';
import { localizePath, splitLocalePath, type Locale } from '../../../engine/i18n/locales.ts';
import type { ResolveHref } from './markdown-tree.server.ts';

// Every locale's text of every prose page, read when the build prerenders the pages. This module
// is server-only (*.server.ts): no content file reaches the browser's JavaScript; a page gets
// its own locale's text in its prerendered data.

const FILES = import.meta.glob<string>('../../content/*/*.{md,json}', { query: '?raw', import: 'default', eager: true });

/** The raw text of src/content/<page>/<locale>.<ext>; a missing file is an error, never a silent English fallback. */
export function contentFile(page: string, locale: Locale, ext: 'md' | 'json', files: Readonly<Record<string, string>> = FILES): string {
  const text = files[`../../content/${page}/${locale}.${ext}`];
  if (text === undefined) throw new Error(`src/content/${page}/${locale}.${ext} is missing: every page needs a file for every locale`);
  return text;
}

/** The page's locale, from its path prefix (/es/faq → es; /faq → en). */
export function localeOfRequest(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

/**
 * Link targets in content: `/contact` becomes the locale's `/es/contact`; `page:<id>` is a page of
 * its own from tools/site-pages.json (content never spells its address); `en:/path` is the English
 * page itself (the translation notice); other targets (https:, mailto:) stay as written.
 */
export function hrefResolver(locale: Locale): ResolveHref {
  return (href) => {
    if (href.startsWith('page:')) return localizePath(ownPagePath(href.slice('page:'.length)), locale);
    if (href.startsWith('en:/')) return href.slice('en:'.length);
    if (href.startsWith('/')) return localizePath(href, locale);
    return href;
  };
}
