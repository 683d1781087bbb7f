// The locale ids alone, which both the locale table (locale-info.ts) and the path helpers
// (locales.ts, which re-exports them) are keyed by.

export const LOCALES = ['en', 'es', 'pt-br', 'fr', 'de', 'id', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
