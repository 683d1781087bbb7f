// The tool page's error catalogue (spec §8), worded exactly as the spec says.
export const MESSAGES = {
  offline: 'No internet connection. Please check your network and try again.',
  invalidApiKey: 'Invalid API key. Please check your API key and try again.',
  upstreamStatus: (status: number) => `API request failed with status ${status}`,
  noBody: 'No reader available',
  timeout: 'Request timed out. Please try again.',
  interrupted: 'Generation was interrupted. Please try again.',
  stopped: 'Generation stopped by user',
  fallback: 'An error occurred while generating content. Please try again.',
  /** finish_reason "content_filter": the provider refused, which a retry of the same text will not change. */
  contentFiltered: "The AI provider declined to answer this request. Please rephrase it and try again.",
  /** The model spent the whole answer reasoning and wrote no answer. */
  noAnswer: 'The model thought about this but gave no answer. Please try again.',
  /** quota_unavailable: the fair-use counters cannot be checked, so the site pauses generations rather than guess. */
  quotaUnavailable: 'Generation is paused for a moment while the site checks its fair-use counters. Please try again in a few seconds.',
  notConfigured:
    'The AI provider is not configured on this server. The site operator must set AI_BASE_URL (and AI_API_KEY and AI_MODEL where the provider needs them).',
} as const;

// Refused request bodies and hosts: what the gateway answers (the same words for every route).
export const INPUT_MESSAGES = {
  jsonTooDeep: (maxDepth: number) => `The request body nests arrays and objects more than ${maxDepth} levels deep.`,
  bodyTimeout: (timeoutMs: number) => `The request body did not arrive within ${timeoutMs} ms.`,
  unknownHost: 'This server does not serve that host name.',
} as const;

// The AI Text Editor's catalogue (spec §8, Editor).
export const EDITOR_MESSAGES = {
  failure: 'An error occurred while processing your request. Please try again.',
  selectionFailure: 'Failed to process the selected text',
} as const;

/** Gateway codes whose own message the editor shows as is; every other failure gets the editor's generic wording. */
const EDITOR_PASSTHROUGH = new Set(['timeout', 'interrupted', 'offline', 'not_configured', 'rate_limited', 'text_too_long']);

export function editorFailureMessage(code: string | undefined, message: string): string {
  return code && EDITOR_PASSTHROUGH.has(code) ? message : EDITOR_MESSAGES.failure;
}

/** Not errors: notes shown under a result that did arrive. */
export const NOTES = {
  /** The provider stopped at its length limit (finish_reason "length"): the text is kept. */
  lengthLimit: 'The answer hit the length limit, so it may end mid-way. Ask for a shorter answer or regenerate.',
} as const;
