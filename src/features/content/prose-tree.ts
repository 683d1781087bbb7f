import type { Locale } from '../../../engine/i18n/locales.ts';

// A page's prose as plain data: the loader turns Markdown into this tree at build time, so the
// browser receives JSON with the page and needs only the small mapper in prose-view.tsx, never a
// Markdown parser. Links are already localized; a slot is a place the page fills at run time.

export type ProseInline =
  | string
  | { t: 'strong' | 'em'; c: ProseInline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: ProseInline[] }
  | { t: 'slot'; name: string };

export type ProseBlock =
  | { t: 'h2' | 'h3' | 'p'; c: ProseInline[] }
  /** A list; `tight` items show their only paragraph inline, `cards` items (a heading first) are cards. */
  | { t: 'ul'; kind: 'tight' | 'loose' | 'cards'; items: ProseBlock[][] }
  | { t: 'table'; head: ProseInline[][]; rows: ProseInline[][][] };

/** Everything a prose page shows, in the page's locale. */
export interface ProsePageContent {
  locale: Locale;
  /** The English path of the page, e.g. /privacy-policy. */
  path: string;
  title: string;
  lead?: string;
  metaTitle: string;
  metaDescription: string;
  /** "Last updated: November 22, 2026", the date written for the locale. */
  lastUpdated?: string;
  /** On a translated legal page: the notice that the English text prevails, with a link to it. */
  translationNotice?: ProseInline[];
  /** The call to action under the text (a link to the home page), when the page has one. */
  cta?: { label: string; href: string };
  blocks: ProseBlock[];
}
