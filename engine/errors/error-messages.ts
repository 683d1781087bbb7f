import { fillMessage } from './fill-message.ts';
import { GENERATION_MESSAGES } from './generation-messages.ts';
import { IMAGE_MESSAGES } from './image-messages.ts';

// Every message a visitor (or an API client) can be shown, in one catalogue, ready for translation:
// a translation is another object with the same keys. Two parts live in files of their own
// (generation-messages.ts, image-messages.ts) so a page's first JavaScript carries only its part. Placeholders are written {name} and filled by
// visitorMessage(); a message without placeholders is used as it is. The texts the product
// specification words (the tool page, the editor, the title search) are kept exactly as it words them.

export const VISITOR_MESSAGES = {
  ...GENERATION_MESSAGES,
  ...IMAGE_MESSAGES,

  // The AI Text Editor's refusals of a request.
  editorUnknownMode: '"{mode}" is not an editor mode.',
  editorBlankText: 'There is no text to work on.',
  editorTextTooLong: 'The text is {length} characters long; the limit is {limit}.',

  // The title search (worded by the specification, except the operator notices and the limits).
  searchMissingInput: 'Please enter a keyword and complete the captcha verification',
  captchaFailed: 'Captcha verification failed',
  captchaExpired: 'Captcha expired, please verify again',
  searchAllKeysFailed: 'Failed to fetch results from all API keys',
  searchFallback: 'Failed to perform search. Please try again.',
  // Settings missing on the server: what to set is the operator's to read (docs/configuration.md), not the visitor's.
  searchNotConfigured: 'The title search is not switched on for this site yet. Please try again later.',
  captchaNotConfigured: 'The title search is not switched on for this site yet (its human check is missing). Please try again later.',
  searchTooManyKeywords: 'Search at most {max} keywords at once.',
  searchKeywordTooLong: 'A keyword can be at most {max} characters.',

  // Daily quotas, stream slots, the budget and the human check.
  budgetExhausted: "This site has used today's free AI capacity. Please come back after {reset}. Thank you for your patience!",
  dailyOutputTokens: "You have used today's free allowance of {tokens} output tokens. It resets at {reset}.",
  dailyGenerations: "You have used today's {limit} free generations. They reset at {reset}.",
  notEnoughGenerations: '{versions} versions need {versions} generations, and you have {remaining} left today.',
  dailyImages: "You have used today's {limit} free images. They reset at {reset}.",
  tooManyStreams: 'You already have {max} generations running. Please wait for one to finish, then try again.',
  challengeRequired: 'You have generated a lot today. Please confirm you are human to continue.',
  challengeFailed: 'Human verification failed. Please try the check again.',

  // The operator's run-time switches per tool.
  toolDisabled: '{tool} is switched off for now: {reason}',
  toolDailyCap: '{tool} has reached its limit of generations for today. It is available again after {reset}.',
  // Content safety: worded so a visitor whose harmless text was caught by mistake is not accused of anything.
  contentBlocked: 'Our automatic content check stopped this request, so nothing was generated. Automatic checks sometimes get it wrong: please rephrase your request and try again.',
  contentBlockedOutput: 'Our automatic content check stopped this answer part-way, so the text was removed. Please rephrase your request and try again.',
  temporarilyBlocked: 'Several recent requests from your connection were stopped by our automatic content check, so new requests are paused for a while. Please try again after {reset}.',
  moderationUnavailable: 'Our content check is not answering right now, so nothing can be generated. Please try again in a minute.',

  // The contact, suggestion and bug forms.
  formInvalid: 'Please correct the highlighted fields.',
  formFailed: 'Something went wrong. Please try again.',
  formUnreachable: 'We could not reach the server. Check your connection and try again.',
  formsUnavailable: 'Forms are not available right now. Please try again later.',
  formNotSaved: 'We could not save your message right now. Please try again in a minute.',
  formUnknown: 'There is no form "{type}".',

  // A request the gateway cannot take (what an API client sees; the site's own pages never send these).
  crossOrigin: 'This API only answers the pages of this site.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  bodyTooLarge: 'The request body is larger than {limit} bytes.',
  invalidJson: 'The request body must be valid JSON.',
  jsonTooDeep: 'The request body nests arrays and objects more than {maxDepth} levels deep.',
  bodyTimeout: 'The request body did not arrive within {timeoutMs} ms.',
  unknownHost: 'This server does not serve that host name.',
  invalidText: 'The field "{field}" holds a NUL byte or a broken Unicode character.',
  rateLimited: 'Too many requests. Please wait {seconds} seconds and try again.',
  unauthorized: 'A valid bearer token is needed.',
  shuttingDown: 'This server is restarting. Please try again in a few seconds.',
  notFound: 'No API route {method} {path}',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'This feature is not available on this server right now.',
  unknownField: 'Unknown field "{field}".',
  invalidField: '{field} {problem}.',
  mustBeOneOf: '{field} must be one of: {allowed}.',
  invalidRequest: 'The request is not valid.',
  unknownTool: 'There is no tool "{toolId}".',
  wrongEndpoint: '{tool} does not generate text through this endpoint.',
  unknownContext: '"{context}" is not a context of {tool}.',
  controlOff: '{tool} has no {control} choice.',
  invalidChoice: '{control} of {tool} must be one of: {allowed}.',
  blankInput: 'Your request is empty.',
  inputTooLong: 'Your request is {length} characters long; the limit is {limit}.',
  historyRole: 'History messages must have the role user or assistant; a system prompt is never accepted from the browser.',
  historyAlternate: 'History must alternate user and assistant messages, starting with user.',
  followUpNeedsHistory: 'A follow-up needs the previous turn (a user and an assistant message) in history.',
  followUpNoFields: 'A follow-up takes no fields: they belong to the first request.',
  fieldsOnly: '{tool} takes its request through its fields only.',
  invalidFieldValue: 'A field of this tool has a value it does not take.',
} as const;

export type MessageKey = keyof typeof VISITOR_MESSAGES;

/** The {name} placeholders of a message template, as a union of names. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** What visitorMessage takes after the key: nothing for a fixed message, else a value for each placeholder. */
export type MessageParams<K extends MessageKey> = [Placeholders<(typeof VISITOR_MESSAGES)[K]>] extends [never] ? [] : [Record<Placeholders<(typeof VISITOR_MESSAGES)[K]>, string | number>];

/** The catalogue's message for `key`, its placeholders filled (numbers as they are; the caller formats counts). */
export function visitorMessage<K extends MessageKey>(key: K, ...params: MessageParams<K>): string {
  const template: string = VISITOR_MESSAGES[key];
  const values = params[0] as Record<string, string | number> | undefined;
  return values ? fillMessage(template, values) : template;
}
