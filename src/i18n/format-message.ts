import type { CompiledMessage, CompiledPart, MessageValues } from './compiled-message.ts';

// Formats a compiled message (compiled-message.ts) with the page's locale: plural and ordinal
// categories from Intl.PluralRules, numbers and dates from Intl. Kept tiny on purpose: it is in
// every page's first JavaScript, which has no room to spare.

const DATE_STYLES = ['short', 'medium', 'long', 'full'];

/**
 * A plural's `#`. English whole numbers are grouped here without Intl: a page's first Intl call
 * loads ICU's number data, 10-20 ms inside hydration. (Not engine/format/format-count.ts: importing
 * it pulls its chunk into every page's first JavaScript.)
 */
function formatPluralCount(n: number, locale: string): string {
  return locale === 'en' && Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : new Intl.NumberFormat(locale).format(n);
}

function formatArgument(value: string | number | Date | undefined, format: string | undefined, style: string | undefined, locale: string): string {
  if (value === undefined) return '';
  if (format === 'number') return new Intl.NumberFormat(locale, style === 'percent' ? { style } : undefined).format(Number(value));
  if (format === 'date' || format === 'time') {
    const key = format === 'date' ? 'dateStyle' : 'timeStyle';
    return new Intl.DateTimeFormat(locale, { [key]: DATE_STYLES.includes(style ?? '') ? style : 'medium' }).format(value instanceof Date ? value : new Date(value));
  }
  return String(value);
}

function formatParts(parts: readonly CompiledPart[], values: MessageValues, locale: string, count: string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part === '#' ? count : part;
      continue;
    }
    const [name, kind, detail] = part;
    const value = values[name];
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      const cases = detail as Record<string, CompiledPart[]>;
      const n = Number(value);
      const category =
        kind === 'select' ? String(value) : new Intl.PluralRules(locale, { type: kind === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
      const chosen = (kind !== 'select' && cases[String(n)]) || cases[category] || cases.other || [];
      out += formatParts(chosen, values, locale, kind === 'select' ? count : formatPluralCount(n, locale));
    } else {
      out += formatArgument(value, kind, detail as string | undefined, locale);
    }
  }
  return out;
}

/** The message's text in `locale` (a BCP 47 tag) with `values` in its placeholders. */
export function formatMessage(message: CompiledMessage, values: MessageValues = {}, locale = 'en'): string {
  return typeof message === 'string' ? message : formatParts(message, values, locale, '#');
}
