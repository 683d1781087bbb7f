import { LOCALE_INFO } from '../../engine/i18n/locales.ts';
import { usePageLocale } from '../../src/i18n/use-messages.ts';

/** The page's BCP 47 language tag ('en', 'pt-BR'…), for Intl number formats. */
export function usePageLang(): string {
  return LOCALE_INFO[usePageLocale()].htmlLang;
}
