import { formatCount } from '../../../engine/format/format-count.ts';
import type { PublicLimits } from '../../../engine/usage/fair-use-text.ts';

// The fair-use answer in the page's language: the sentences come from src/content/fair-use/<locale>.json
// (with the page's data), the numbers from the operator's configuration at run time. English
// counts use formatCount (no Intl while the page hydrates); other locales use Intl, whose
// plural rules pick the sentence form (Arabic has six, Japanese one). Digits are Western (0-9) in
// every locale, Arabic included, as the glossaries ask.

/** A sentence per plural category of the locale; `other` is always there. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface FairUseText {
  general: string;
  generations: PluralText;
  images: PluralText;
  words: string;
  listSeparator: string;
  allowance: string;
  noDailyLimit: string;
  concurrent: PluralText;
  bursts: string;
}

interface NumberWords {
  count: (n: number) => string;
  plural: (n: number, text: PluralText) => string;
}

function numberWords(htmlLang: string): NumberWords {
  if (htmlLang === 'en') {
    return { count: formatCount, plural: (n, text) => (n === 1 ? (text.one ?? text.other) : text.other).replace('{count}', formatCount(n)) };
  }
  const numbers = new Intl.NumberFormat(htmlLang, { maximumFractionDigits: 0, numberingSystem: 'latn' });
  const rules = new Intl.PluralRules(htmlLang);
  const count = (n: number) => numbers.format(Math.round(n));
  return { count, plural: (n, text) => (text[rules.select(n)] ?? text.other).replace('{count}', count(n)) };
}

/** The configured limits as one answer in the page's language; the general sentence when none is known. */
export function localizedFairUse(limits: PublicLimits | undefined | null, text: FairUseText, htmlLang: string): string {
  if (!limits) return text.general;
  const { count, plural } = numberWords(htmlLang);
  const daily = [
    limits.generationsPerDay > 0 ? plural(limits.generationsPerDay, text.generations) : null,
    limits.imagesPerDay > 0 ? plural(limits.imagesPerDay, text.images) : null,
    limits.outputTokensPerDay > 0 ? text.words.replace('{count}', count(limits.outputTokensPerDay * 0.75)) : null,
  ].filter((s): s is string => s !== null);
  const parts = [
    daily.length > 0 ? text.allowance.replace('{list}', daily.join(text.listSeparator)) : text.noDailyLimit,
    limits.maxConcurrentStreams > 0 ? plural(limits.maxConcurrentStreams, text.concurrent) : null,
    text.bursts,
  ];
  return parts.filter(Boolean).join(htmlLang === 'ja' ? '' : ' ');
}
