import { VISITOR_MESSAGES } from './error-messages.ts';
import { fillMessage } from './fill-message.ts';
import { messageMatcher } from './match-message.ts';
import { HINT_TEXTS, visitorHintKey } from './visitor-hints.ts';

// An error message as a localized page shows it: the English text the gateway or the browser made
// (the catalogue's, filled) read back to its key, and the page's own catalogue's text for that key
// filled with the same values. A text the catalogue does not know (a proxy's, a newer gateway's)
// is shown as it came. Loaded on use, with the error box's plain line.

/** The `errors` namespace of one locale: message keys and hint keys → text with {name} placeholders. */
export type ErrorCatalogue = Readonly<Record<string, string>>;

export interface LocalizedVisitorMessage {
  message: string;
  hint: string | null;
}

const match = messageMatcher(VISITOR_MESSAGES);

/** The message and its plain line (if it has one) in the catalogue's language. */
export function localizeVisitorMessage(message: string, catalogue: ErrorCatalogue): LocalizedVisitorMessage {
  const hintKey = visitorHintKey(message);
  const hint = hintKey ? (catalogue[hintKey] ?? HINT_TEXTS[hintKey]) : null;
  const found = match(message);
  const template = found ? catalogue[found.key] : undefined;
  return { message: found && template !== undefined ? fillMessage(template, found.values) : message, hint };
}
