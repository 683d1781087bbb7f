import type { MessageKey } from './error-messages.ts';

// Every error code of the API, its stream events and the browser, declared once. `status` is the
// HTTP status the gateway answers it with (a stream error travels inside a 200, so its status only
// applies when the same failure is answered before a stream starts); `otherStatuses` lists any
// other status the same code may come with. `message` names its visitor message in the catalogue
// (error-messages.ts): a route may answer a more precise text, but never a code missing here.
// `side: 'client'` marks codes only the browser makes up (the gateway never sends them).

interface ErrorCodeEntry {
  status: number | null;
  otherStatuses?: readonly number[];
  message: MessageKey;
  side?: 'client';
}

export const ERROR_CODES = {
  // The request itself.
  cross_origin: { status: 403, message: 'crossOrigin' },
  unsupported_media_type: { status: 415, message: 'unsupportedMediaType' },
  body_too_large: { status: 413, message: 'bodyTooLarge' },
  invalid_json: { status: 400, message: 'invalidJson' },
  invalid_text: { status: 400, message: 'invalidText' },
  invalid_request: { status: 400, message: 'invalidRequest' },
  rate_limited: { status: 429, message: 'rateLimited' },
  unauthorized: { status: 401, message: 'unauthorized' },
  not_found: { status: 404, message: 'notFound' },
  shutting_down: { status: 503, message: 'shuttingDown' },
  unavailable: { status: 503, message: 'unavailable' },
  /** JSON nested past MAX_JSON_DEPTH, refused before it is parsed. */
  json_too_deep: { status: 400, message: 'jsonTooDeep' },
  /** A request body slower than BODY_TIMEOUT_MS. */
  body_timeout: { status: 408, message: 'bodyTimeout' },
  /** A Host header outside ALLOWED_HOSTS. */
  unknown_host: { status: 421, message: 'unknownHost' },

  // What a tool request asks for.
  unknown_tool: { status: 404, message: 'unknownTool' },
  wrong_endpoint: { status: 400, message: 'wrongEndpoint' },
  unknown_context: { status: 400, message: 'unknownContext' },
  control_off: { status: 400, message: 'controlOff' },
  invalid_choice: { status: 400, message: 'mustBeOneOf' },
  blank_input: { status: 400, message: 'blankInput' },
  input_too_long: { status: 413, message: 'inputTooLong' },
  invalid_history: { status: 400, message: 'historyAlternate' },
  unknown_field: { status: 400, message: 'unknownField' },
  missing_field: { status: 400, message: 'invalidFieldValue' },
  invalid_field: { status: 400, message: 'invalidFieldValue' },
  invalid_option: { status: 400, message: 'invalidFieldValue' },
  out_of_range: { status: 400, message: 'invalidFieldValue' },
  field_too_long: { status: 413, message: 'invalidFieldValue' },

  // The AI Text Editor.
  unknown_action: { status: 400, message: 'mustBeOneOf' },
  unknown_mode: { status: 400, message: 'editorUnknownMode' },
  blank_text: { status: 400, message: 'editorBlankText' },
  text_too_long: { status: 413, message: 'editorTextTooLong' },

  // The AI provider, before a stream starts or as a stream's error event.
  not_configured: { status: 503, message: 'notConfigured' },
  invalid_api_key: { status: 502, message: 'invalidApiKey' },
  upstream_status: { status: 502, message: 'upstreamStatus' },
  no_body: { status: 502, message: 'noBody' },
  timeout: { status: 504, message: 'timeout' },
  interrupted: { status: 502, message: 'interrupted' },
  /** The provider answered 200 with something other than its answer (JSON, HTML, nothing, an error object). */
  provider_error: { status: 502, message: 'fallback' },
  /** The provider declined to answer (finish_reason "content_filter"). */
  content_filtered: { status: 422, message: 'contentFiltered' },
  /** The model reasoned but gave no answer (its reasoning ran to the end of the stream). */
  no_answer: { status: 502, message: 'noAnswer' },
  internal: { status: 500, message: 'internal' },

  // The image studio.
  content_policy: { status: 422, message: 'imageRefused' },
  no_images: { status: 502, message: 'fallback' },
  image_not_configured: { status: 503, message: 'imageNotConfigured' },

  // The title search.
  missing_input: { status: 400, message: 'searchMissingInput' },
  too_many_keywords: { status: 400, message: 'searchTooManyKeywords' },
  keyword_too_long: { status: 400, message: 'searchKeywordTooLong' },
  captcha_not_configured: { status: 503, message: 'captchaNotConfigured' },
  search_not_configured: { status: 503, message: 'searchNotConfigured' },
  captcha_rejected: { status: 403, message: 'captchaFailed' },
  captcha_duplicate: { status: 403, message: 'captchaFailed' },
  captcha_unavailable: { status: 403, message: 'captchaFailed' },
  search_failed: { status: 502, otherStatuses: [503, 504], message: 'searchFallback' },

  // Daily quotas, stream slots, the budget and the human check (the quota gate's rejections).
  daily_quota: { status: 429, message: 'dailyGenerations' },
  /** Several versions asked for while fewer generations than that are left today (but some are). */
  not_enough_generations: { status: 429, message: 'notEnoughGenerations' },
  too_many_streams: { status: 429, message: 'tooManyStreams' },
  budget_exhausted: { status: 503, message: 'budgetExhausted' },
  challenge_required: { status: 403, message: 'challengeRequired' },
  challenge_failed: { status: 403, message: 'challengeFailed' },
  /** The shared counters (Redis) do not answer and REDIS_REQUIRED is set: no generation is admitted. */
  quota_unavailable: { status: 503, message: 'quotaUnavailable' },

  // The operator's run-time switches per tool (the console).
  /** The operator switched the tool off; the message carries their reason. */
  tool_disabled: { status: 503, message: 'toolDisabled' },
  /** The tool's daily generation cap, shared by every visitor, is reached. */
  tool_daily_cap: { status: 429, message: 'toolDailyCap' },
  // Content safety (MODERATION_*): the visitor's request or the model's answer flagged by the moderation endpoint.
  /** Answered 400 before any generation, or as a stream's error event when the answer was flagged mid-stream. */
  content_blocked: { status: 400, message: 'contentBlocked' },
  /** MODERATION_STRIKES blocked requests within 24 h: new requests wait until the oldest of them is 24 h old. */
  temporarily_blocked: { status: 429, message: 'temporarilyBlocked' },
  /** The moderation endpoint did not answer and MODERATION_FAIL=closed: nothing is generated unchecked. */
  moderation_unavailable: { status: 503, message: 'moderationUnavailable' },

  // The forms.
  unknown_form: { status: 404, message: 'formUnknown' },
  invalid_form: { status: 400, message: 'formInvalid' },

  // Made up by the browser: no connection, an error answer without a readable body, the visitor's own Stop
  // (or leaving the page). A stream without a body is no_body, above.
  offline: { status: null, message: 'offline', side: 'client' },
  http_status: { status: null, message: 'upstreamStatus', side: 'client' },
  stopped: { status: null, message: 'stopped', side: 'client' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes the gateway sends (everything but the browser's own). */
export type ServerErrorCode = { [C in ErrorCode]: (typeof ERROR_CODES)[C] extends { side: 'client' } ? never : C }[ErrorCode];

type EntryOf<C extends ErrorCode> = (typeof ERROR_CODES)[C];
/** The HTTP statuses a code may be answered with, from the table. */
export type StatusOf<C extends ServerErrorCode> = Extract<EntryOf<C>['status'], number> | (EntryOf<C> extends { otherStatuses: readonly (infer S)[] } ? S : never);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/**
 * A code read from the wire, as a known code: one this table does not know (a newer gateway, a proxy's
 * own body) reads as the generic 'internal', so no consumer ever branches on an unchecked string.
 */
export function toErrorCode(value: unknown): ErrorCode {
  return isErrorCode(value) ? value : 'internal';
}
