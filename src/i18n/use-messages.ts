import { useMatches } from 'react-router';
import type { Locale } from '../../engine/i18n/locales.ts';
import type { CompiledNamespace, MessageValues } from './compiled-message.ts';
import { formatMessage } from './format-message.ts';
import type { MessageKey, Namespace } from './namespaces.ts';

// A page's messages travel in its loaders' data (`messages`: root for the layout, the route for
// its page), so they are in the prerendered HTML and the .data file of a client navigation, and
// no locale's strings are in the JavaScript.

/** What a loader that delivers messages returns besides its own data. */
interface WithMessages {
  messages?: Partial<Record<Namespace, CompiledNamespace>>;
  locale?: Locale;
  htmlLang?: string;
}

export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string;

function dataOf(match: { loaderData?: unknown }): WithMessages | undefined {
  const data = match.loaderData;
  return data && typeof data === 'object' ? (data as WithMessages) : undefined;
}

/**
 * `t(key, values)` for one namespace, formatted in the page's language. The namespace must be
 * delivered by a loader of the page (the root's, or the route's); a key not delivered shows the
 * key itself, which the e2e and message tests catch.
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  const matches = useMatches();
  const catalogue = matches.map(dataOf).find((data) => data?.messages?.[namespace])?.messages?.[namespace];
  const htmlLang = dataOf(matches[0] ?? {})?.htmlLang ?? 'en';
  return (key, values) => {
    const message = catalogue?.[key];
    return message === undefined ? key : formatMessage(message, values, htmlLang);
  };
}

/** The page's locale (from the root loader): 'en', 'es', 'pt-br'… */
export function usePageLocale(): Locale {
  return dataOf(useMatches()[0] ?? {})?.locale ?? 'en';
}
