import type { Locale } from '../../../engine/i18n/locales.ts';
import type { FaqEntry } from './faq-types.ts';
import { readFaqPage } from './load-faq.server.ts';

export type { FaqCategory, FaqEntry, FaqPageContent } from './faq-types.ts';

/** Questions shown on the home page (what it is, are tools free, is an account needed). */
export const HOME_FAQ_IDS = ['what-is-it', 'are-tools-free', 'account-needed'] as const;

/** The entries of the home page's short FAQ, in HOME_FAQ_IDS order, from the FAQ's content (server-side: a loader calls it). */
export function homeFaqEntries(locale: Locale = 'en'): FaqEntry[] {
  const { entries } = readFaqPage(locale);
  return HOME_FAQ_IDS.map((id) => entries.find((e) => e.id === id)).filter((e) => e !== undefined);
}
