import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizePath, type Locale } from './locales.ts';

// A page's language links, the same rule for every page: a self-canonical address; one hreflang
// alternate per locale the page exists in (itself included) plus x-default → English, so each
// version names every other and they are reciprocal; og:locale and og:locale:alternate alike.

export interface LanguageLinks {
  canonical: string;
  /** hreflang → absolute address, x-default last. */
  alternates: Array<{ hrefLang: string; href: string }>;
  ogLocale: string;
  ogLocaleAlternates: string[];
}

export interface LanguageLinksInput {
  /** The English address of the page: `/`, `/faq`, `/tools/ai-writer`. */
  englishPath: string;
  locale: Locale;
  /** The locales the page exists in (English always). */
  available: readonly Locale[];
  /** The site's origin, no trailing slash. */
  siteUrl: string;
}

export function languageLinks({ englishPath, locale, available, siteUrl }: LanguageLinksInput): LanguageLinks {
  const inOrder = LOCALES.filter((l) => l === DEFAULT_LOCALE || available.includes(l));
  const url = (l: Locale) => siteUrl + localizePath(englishPath, l);
  return {
    canonical: url(locale),
    alternates: [...inOrder.map((l) => ({ hrefLang: LOCALE_INFO[l].htmlLang, href: url(l) })), { hrefLang: 'x-default', href: url(DEFAULT_LOCALE) }],
    ogLocale: LOCALE_INFO[locale].ogLocale,
    ogLocaleAlternates: inOrder.filter((l) => l !== locale).map((l) => LOCALE_INFO[l].ogLocale),
  };
}
