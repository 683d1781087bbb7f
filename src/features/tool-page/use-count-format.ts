import { formatCount } from '../../../engine/format/format-count.ts';
import { usePageLocale } from '../../i18n/use-messages.ts';

/**
 * Whole numbers as the page's language writes them (8,000; 8.000; 8 000). English keeps
 * formatCount, not Intl: the page's first Intl call (ICU's number data) cost the tool page's
 * hydration a task of its own, about 15 ms here. A locale id is a BCP 47 tag (pt-br = pt-BR).
 */
export function useCountFormat(): (n: number) => string {
  const locale = usePageLocale();
  if (locale === 'en') return formatCount;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (n) => format.format(n);
}
