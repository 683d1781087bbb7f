import { isLocale, type Locale } from './locales.ts';

// Which language to offer a visitor in the banner, never a redirect: their remembered choice (the
// language switcher's), else the first of their browser's languages the site has. Nothing when
// that is the page's own language, when the page has no version in it, or once dismissed.

/** `pt-BR` → `pt-br`, `es-MX` → `es`, `en-GB` → `en`, `pt` → `pt-br`; a language the site lacks → undefined. */
export function siteLocaleOf(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (isLocale(lower)) return lower;
  const language = lower.split('-')[0] ?? '';
  if (language === 'pt') return 'pt-br';
  return isLocale(language) ? language : undefined;
}

export interface SuggestInput {
  pageLocale: Locale;
  /** The locales this page exists in. */
  available: readonly Locale[];
  /** The switcher's remembered choice (localStorage), if any. */
  remembered: string | null;
  /** navigator.languages. */
  browserLanguages: readonly string[];
  dismissed: boolean;
}

export function suggestLocale({ pageLocale, available, remembered, browserLanguages, dismissed }: SuggestInput): Locale | null {
  if (dismissed) return null;
  const rememberedLocale = remembered !== null && isLocale(remembered) ? remembered : undefined;
  const wanted = rememberedLocale ?? browserLanguages.map(siteLocaleOf).find((l) => l !== undefined);
  if (wanted === undefined || wanted === pageLocale || !available.includes(wanted)) return null;
  return wanted;
}
