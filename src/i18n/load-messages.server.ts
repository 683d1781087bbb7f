import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, type Locale } from '../../engine/i18n/locales.ts';
import type { CompiledMessage, CompiledNamespace } from './compiled-message.ts';
import type { Namespace } from './namespaces.ts';

// Route loaders only (they run when the build prerenders a page): the messages a page needs, in
// its locale only, compiled, written into the page's HTML and its .data file. The browser gets no
// other locale and no ICU parser. The .server suffix keeps this out of the browser's bundle.

const FILES = import.meta.glob<Record<string, string>>('./messages/*/*.json', { eager: true, import: 'default' });

function sourceOf(locale: Locale, namespace: Namespace): Record<string, string> {
  return FILES[`./messages/${locale}/${namespace}.json`] ?? {};
}

/** ICU text → the compiled form; a message with no placeholder stays a string. */
export function compileIcu(text: string): CompiledMessage {
  // Through JSON: the compiler leaves `offset: undefined` in every plural, which the page's data would carry.
  const parts = JSON.parse(JSON.stringify(compileMessage(text))) as CompiledMessage;
  if (typeof parts === 'string') return parts;
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/**
 * One namespace in `locale`. A key the locale has not translated yet falls back to English, so a
 * page never shows a key; the message check (tests/i18n, npm run lint) fails on the gap.
 */
export function loadNamespace(locale: Locale, namespace: Namespace): CompiledNamespace {
  const merged = { ...sourceOf(DEFAULT_LOCALE, namespace), ...sourceOf(locale, namespace) };
  const english = sourceOf(DEFAULT_LOCALE, namespace);
  return Object.fromEntries(Object.keys(english).map((key) => [key, compileIcu(merged[key] ?? '')]));
}

export type PageMessages = Partial<Record<Namespace, CompiledNamespace>>;

/** The namespaces a route's page reads, for its loader to return as `messages`. */
export function loadMessages(locale: Locale, namespaces: readonly Namespace[]): PageMessages {
  return Object.fromEntries(namespaces.map((ns) => [ns, loadNamespace(locale, ns)]));
}
