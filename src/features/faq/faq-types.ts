import type { Locale } from '../../../engine/i18n/locales.ts';
import type { FairUseText } from './fair-use-text.ts';

// The FAQ's shapes, shared by its loader (server), its page and the home page's short FAQ.

export type FaqCategory = 'General' | 'Usage' | 'Technical' | 'Support';

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  /** The answer as text (the structured data's); for the fair-use entry, the general sentence. */
  answer: string;
  /** The page shows the operator's configured limits here instead of `answer` (fair-use-answer.tsx). */
  fairUse?: boolean;
  /** A sentence added to the answer only where likes are configured (likes/lazy-likes.tsx WhenLikes); never in the structured data. */
  likesNote?: string;
}

/** The FAQ page in one locale: src/content/faq/<locale>.json with the fair-use sentences. */
export interface FaqPageContent {
  locale: Locale;
  title: string;
  lead: string;
  metaTitle: string;
  metaDescription: string;
  filterLabel: string;
  categories: Record<'all' | FaqCategory, string>;
  contactPrompt: string;
  contactLink: string;
  entries: FaqEntry[];
  fairUse: FairUseText;
}
