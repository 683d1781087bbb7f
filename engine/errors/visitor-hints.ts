import { fillMessage } from './fill-message.ts';
import { VISITOR_MESSAGES, type MessageKey } from './error-messages.ts';

// A plain-language line under the messages a visitor cannot act on as they stand. The product
// specification words those messages (an API key, a status code, a reader), so they stay as worded,
// where it puts them; this line, under each, says what happened and what to do. What went wrong
// for the operator (the provider's status, the key) is in the gateway's log, never here.
// Part of the one catalogue, in a file of its own: the error box loads it on use. The keys are the
// interface catalogue's (src/i18n/messages/<locale>/errors.json), so a localized page shows the same
// line in its language.

/** Every plain line, by its key in the interface catalogue's `errors` namespace. */
export const HINT_TEXTS = {
  hintBusy: 'The service is busy. Please try again in a minute.',
  hintUnreachable: 'This site cannot reach its AI service right now. It is not a problem with your request: please try again later.',
  hintProviderTrouble: 'The AI service is having trouble right now. Please try again in a few minutes.',
  hintTooLong: 'Your request is too long for the AI service. Please shorten it and try again.',
  hintStatusOther: 'The AI service could not take this request. Please try again; if it keeps happening, reword your request.',
  hintNoBody: 'The answer did not arrive. Please try again.',
  hintSelectionUnchanged: 'Your text is unchanged. Please try again.',
  hintSearchBusy: 'The search service is busy or unavailable right now. Please try again in a few minutes.',
  hintCaptcha: 'Please complete the human check again, then search.',
} as const;
export type HintKey = keyof typeof HINT_TEXTS;

/** The line under each message that needs one (the provider's status has its own, by status: statusHintKey). */
export const VISITOR_HINTS = {
  invalidApiKey: 'hintUnreachable',
  noBody: 'hintNoBody',
  editorSelectionFailure: 'hintSelectionUnchanged',
  searchAllKeysFailed: 'hintSearchBusy',
  captchaFailed: 'hintCaptcha',
} as const satisfies Partial<Record<MessageKey, HintKey>>;

/** The line under "API request failed with status {status}": what that status means for the visitor. */
export function statusHintKey(status: number): HintKey {
  if (status === 429 || status === 408) return 'hintBusy';
  if (status === 401 || status === 403) return 'hintUnreachable';
  if (status === 413) return 'hintTooLong';
  if (status >= 500) return 'hintProviderTrouble';
  return 'hintStatusOther';
}

export const statusHint = (status: number): string => HINT_TEXTS[statusHintKey(status)];

const byMessage = new Map<string, HintKey>(Object.entries(VISITOR_HINTS).map(([key, hint]) => [VISITOR_MESSAGES[key as keyof typeof VISITOR_HINTS], hint]));
const statusMessage = new RegExp(`^${fillMessage(VISITOR_MESSAGES.upstreamStatus, { status: '(\\d{3})' })}$`);

/** The key of the plain-language line for an (English) message shown to the visitor, or null when the message says it plainly itself. */
export function visitorHintKey(message: string): HintKey | null {
  const status = statusMessage.exec(message)?.[1];
  if (status !== undefined) return statusHintKey(Number(status));
  return byMessage.get(message) ?? null;
}

/** The plain-language line (English) for a message shown to the visitor, or null. */
export function visitorHint(message: string): string | null {
  const key = visitorHintKey(message);
  return key ? HINT_TEXTS[key] : null;
}
