import type { Locale } from '../../../engine/i18n/locales.ts';
import { contentFile, localeOfRequest } from '../content/content-files.server.ts';
import type { FaqEntry, FaqPageContent } from './faq-types.ts';
import type { FairUseText } from './fair-use-text.ts';

// The FAQ is src/content/faq/<locale>.json (the page's words and the question/answer pairs);
// the fair-use entry takes its answer from src/content/fair-use/<locale>.json, which the Terms
// of Service share. Read at build time: the page's locale comes from its path prefix.

type FaqFile = Omit<FaqPageContent, 'locale' | 'fairUse' | 'entries'> & { entries: Array<Omit<FaqEntry, 'answer'> & { answer?: string }> };

export function readFairUseText(locale: Locale, files?: Readonly<Record<string, string>>): FairUseText {
  return JSON.parse(contentFile('fair-use', locale, 'json', files)) as FairUseText;
}

export function readFaqPage(locale: Locale, files?: Readonly<Record<string, string>>): FaqPageContent {
  const file = JSON.parse(contentFile('faq', locale, 'json', files)) as FaqFile;
  const fairUse = readFairUseText(locale, files);
  const entries = file.entries.map((entry): FaqEntry => {
    const answer = entry.fairUse ? fairUse.general : entry.answer;
    if (!answer) throw new Error(`src/content/faq/${locale}.json: entry "${entry.id}" has no answer`);
    return { ...entry, answer };
  });
  return { ...file, locale, entries, fairUse };
}

/** The /faq loader: the FAQ in the locale of the requested path. */
export function loadFaqPage(request: Request): FaqPageContent {
  return readFaqPage(localeOfRequest(request));
}
