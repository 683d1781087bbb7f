import { formatCount } from './format-count.ts';

/**
 * How the site's languages write a whole number, as Intl.NumberFormat (CLDR) does: the group
 * separator, whether a four-digit number is grouped (Spanish: "1234" but "12.345"), and the minus
 * sign (Arabic keeps a left-to-right mark before it). Written out so that what renders while a
 * page hydrates makes no Intl call: the first one of a page loads the language's ICU number data,
 * about 35 ms of main thread for Japanese measured on the CI machine (four times that on
 * Lighthouse's phone), inside the hydration task. A test compares every entry with Intl.
 */
const WHOLE_NUMBER_FORMATS: Readonly<Record<string, { group: string; groupFour: boolean; minus: string }>> = {
  es: { group: '.', groupFour: false, minus: '-' },
  'pt-br': { group: '.', groupFour: true, minus: '-' },
  fr: { group: '\u202f', groupFour: true, minus: '-' },
  de: { group: '.', groupFour: true, minus: '-' },
  id: { group: '.', groupFour: true, minus: '-' },
  ja: { group: ',', groupFour: true, minus: '-' },
  ar: { group: ',', groupFour: true, minus: '\u200e-' },
};

/** The languages whose whole numbers are written without Intl (English through formatCount). */
export const TABLE_FORMATTED_LANGUAGES = Object.keys(WHOLE_NUMBER_FORMATS);

/**
 * A whole number as the page's language writes it: "12,000" in English, "12.000" in German.
 * Whole numbers in the site's languages need no Intl call (see WHOLE_NUMBER_FORMATS); anything
 * else is Intl's.
 */
export function formatCountIn(n: number, lang: string): string {
  if (lang === 'en' || !Number.isFinite(n)) return formatCount(n);
  const format = WHOLE_NUMBER_FORMATS[lang.toLowerCase()];
  if (format && Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n));
    const grouped = digits.length === 4 && !format.groupFour ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, format.group);
    return n < 0 ? `${format.minus}${grouped}` : grouped;
  }
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(n);
}

/** A number with exactly `digits` decimals and no grouping, as the language writes it: "0.25", "0,25". */
export function formatDecimalIn(n: number, lang: string, digits: number): string {
  if (lang === 'en' || !Number.isFinite(n)) return n.toFixed(digits);
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(n);
}
