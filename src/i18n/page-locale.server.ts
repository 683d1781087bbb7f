import { LOCALE_INFO, splitLocalePath, type Locale } from '../../engine/i18n/locales.ts';

/**
 * The locale of the page a loader runs for, from its address: `/es/faq` and its data request
 * `/es/faq.data` are Spanish, `/faq` English.
 */
export function localeOfRequest(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}

export function htmlLangOf(locale: Locale): string {
  return LOCALE_INFO[locale].htmlLang;
}
