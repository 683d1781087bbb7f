import { formatMessage } from '../../i18n/format-message.ts';
import { loadMessages, type PageMessages } from '../../i18n/load-messages.server.ts';
import type { MessageKey, Namespace } from '../../i18n/namespaces.ts';
import { localeOfRequest } from '../../i18n/page-locale.server.ts';

// Route loaders only (build time): a page's namespaces in its locale, and the few texts its meta()
// needs (the title and description), already formatted, since meta() runs without the hooks.

export interface PageText {
  messages: PageMessages;
  title: string;
  description: string;
}

/** The namespaces for `request`'s locale, and the page's title and description from `ns`. */
export function pageText<N extends Namespace>(request: Request, namespaces: readonly Namespace[], ns: N, title: MessageKey<N>, description: MessageKey<N>): PageText {
  const messages = loadMessages(localeOfRequest(request), [...new Set([...namespaces, ns])]);
  const text = (key: string) => {
    const message = messages[ns]?.[key];
    return message === undefined ? key : formatMessage(message);
  };
  return { messages, title: text(title), description: text(description) };
}
