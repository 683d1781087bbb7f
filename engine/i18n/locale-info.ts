import type { OutputLanguage } from '../validation/generated/types.ts';
import type { Locale } from './locale-ids.ts';

export interface LocaleInfo {
  /** BCP 47 tag: `<html lang>`, hreflang, Intl formatters. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** The language's name in its own words, as a language switcher shows it. */
  nativeName: string;
  /** Its name in English, for logs, docs and the operator. */
  englishName: string;
  /** Open Graph `og:locale` (language_TERRITORY). */
  ogLocale: string;
  outputLanguage: OutputLanguage;
}

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { htmlLang: 'en', dir: 'ltr', nativeName: 'English', englishName: 'English', ogLocale: 'en_US', outputLanguage: 'en' },
  es: { htmlLang: 'es', dir: 'ltr', nativeName: 'Español', englishName: 'Spanish', ogLocale: 'es_ES', outputLanguage: 'es' },
  'pt-br': { htmlLang: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)', englishName: 'Brazilian Portuguese', ogLocale: 'pt_BR', outputLanguage: 'pt-BR' },
  fr: { htmlLang: 'fr', dir: 'ltr', nativeName: 'Français', englishName: 'French', ogLocale: 'fr_FR', outputLanguage: 'fr' },
  de: { htmlLang: 'de', dir: 'ltr', nativeName: 'Deutsch', englishName: 'German', ogLocale: 'de_DE', outputLanguage: 'de' },
  id: { htmlLang: 'id', dir: 'ltr', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', ogLocale: 'id_ID', outputLanguage: 'id' },
  ja: { htmlLang: 'ja', dir: 'ltr', nativeName: '日本語', englishName: 'Japanese', ogLocale: 'ja_JP', outputLanguage: 'ja' },
  ar: { htmlLang: 'ar', dir: 'rtl', nativeName: 'العربية', englishName: 'Arabic', ogLocale: 'ar_AR', outputLanguage: 'ar' },
};
