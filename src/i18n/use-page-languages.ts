import { useRouteLoaderData } from 'react-router';
import { localizePath } from '../../engine/i18n/locales.ts';
import type { RootData } from './root-data.ts';

/** The root loader's data: the page's locale, its language versions and the localized menus. Undefined on an error page without data. */
export function usePageLanguages() {
  return useRouteLoaderData<RootData>('root');
}

/**
 * `(englishPath) => the same page in this page's language`: `/faq` → `/es/faq` on a Spanish page.
 * For pages every locale has (the site's own pages, forms, legal); a tool page's link comes from
 * loader data (localizedHref), since a tool exists only in the locales it is translated into.
 */
export function useLocalePath(): (englishPath: string) => string {
  const locale = usePageLanguages()?.locale ?? 'en';
  return (englishPath) => localizePath(englishPath, locale);
}
