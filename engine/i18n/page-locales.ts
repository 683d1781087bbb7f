import { LOCALES, type Locale } from './locales.ts';

// Which locales a page exists in. A page that is a tool's exists in a locale only when that tool
// has a translation file (tools/<id>/locales/<locale>.json; English is the manifest itself);
// every other prerendered page exists in every locale. One rule for the build's list of pages,
// the sitemap, hreflang and the language switcher.

/** `hasToolLocale(toolId, locale)` answers whether tools/<toolId>/locales/<locale>.json exists. */
export type HasToolLocale = (toolId: string, locale: Locale) => boolean;

export function pageLocales(toolId: string | undefined, hasToolLocale: HasToolLocale): Locale[] {
  return LOCALES.filter((locale) => locale === 'en' || toolId === undefined || hasToolLocale(toolId, locale));
}
