import { LOCALE_INFO, localizePath, splitLocalePath, type Locale } from '../../engine/i18n/locales.ts';
import { languageLinks, type LanguageLinks } from '../../engine/i18n/language-links.ts';
import { pageLocales } from '../../engine/i18n/page-locales.ts';
import { registry } from '../../engine/registry/registry.ts';
import { SITE_URL } from '../site-config.ts';

// Route loaders only: the page's language versions, for hreflang, og:locale:alternate and the
// language switcher. Only the file names of tool translations are read here (the glob is lazy).
const TOOL_LOCALE_FILES = new Set(
  Object.keys(import.meta.glob('../../tools/*/locales/*.json')).map((key) => key.replace('../../tools/', '')),
);

export function hasToolLocaleFile(toolId: string, locale: Locale): boolean {
  return TOOL_LOCALE_FILES.has(`${toolId}/locales/${locale}.json`);
}

export interface LanguageVersion {
  locale: Locale;
  /** BCP 47 tag (hreflang, lang). */
  hrefLang: string;
  /** The language's own name, as the switcher lists it. */
  nativeName: string;
  /** Site-relative address of this page in that language, or of that language's home when the page has no version in it. */
  path: string;
}

export interface PageLanguages {
  locale: Locale;
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** This locale's home page: `/`, `/es/`. */
  home: string;
  links: LanguageLinks;
  versions: LanguageVersion[];
}

/** Strips a data request's suffix: `/es/faq.data` → `/es/faq`, `/es/_.data` → `/es/`. */
export function pagePathOf(url: string): string {
  const pathname = new URL(url).pathname;
  return pathname.replace(/_\.data$/, '').replace(/\.data$/, '') || '/';
}

/** The English address and the locales of the page at `url` (a prerendered page or its data request). */
export function pageIdentity(url: string): { locale: Locale; englishPath: string; available: Locale[] } {
  const { locale, path } = splitLocalePath(pagePathOf(url));
  const englishPath = path.length > 1 ? path.replace(/\/+$/, '') : '/';
  const tool = registry.tools.find((t) => t.path === englishPath);
  return { locale, englishPath, available: pageLocales(tool?.id, hasToolLocaleFile) };
}

export function pageLanguages(url: string): PageLanguages {
  const { locale, englishPath, available } = pageIdentity(url);
  const info = LOCALE_INFO[locale];
  return {
    locale,
    htmlLang: info.htmlLang,
    dir: info.dir,
    home: localizePath('/', locale),
    links: languageLinks({ englishPath, locale, available, siteUrl: SITE_URL }),
    versions: Object.entries(LOCALE_INFO).map(([l, other]) => {
      const target = l as Locale;
      return { locale: target, hrefLang: other.htmlLang, nativeName: other.nativeName, path: localizePath(available.includes(target) ? englishPath : '/', target) };
    }),
  };
}
