// The site's interface languages. English lives at the root (`/`, unchanged URLs); every other
// locale lives under its own prefix (`/es/`, `/pt-br/`…), lowercase as URLs are. `htmlLang` is the
// BCP 47 tag for `<html lang>`, hreflang and Intl; `outputLanguage` is the output-language
// choice a localized page selects by default, so the answer follows the page.

import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-ids.ts';

export { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-ids.ts';

// The table of each locale's names and tags lives in its own module (re-exported here): a page's
// first JavaScript needs only the locale ids and path helpers below, and the table, bundled with
// them, was in every page's initial chunk.
export { LOCALE_INFO, type LocaleInfo } from './locale-info.ts';

/** The locales other than English: each has a folder of translations and a URL prefix. */
export const TRANSLATED_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== DEFAULT_LOCALE);

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** `/tools/ai-writer` in `es` is `/es/tools/ai-writer`; `/` in `ja` is `/ja/`. English paths are unchanged. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** Splits a pathname into its locale and the English path: `/es/faq` → `{ locale: 'es', path: '/faq' }`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  if (prefix !== undefined && prefix !== DEFAULT_LOCALE && isLocale(prefix)) return { locale: prefix, path: match?.[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}
