// The tool page's and the editor's messages: the part of the one catalogue (error-messages.ts) a
// tool page needs before anything else, kept apart so its first JavaScript does not carry the rest.
// The texts the product specification words are kept exactly as it words them.

export const GENERATION_MESSAGES = {
  // The tool page's generation errors (worded by the specification).
  offline: 'No internet connection. Please check your network and try again.',
  invalidApiKey: 'Invalid API key. Please check your API key and try again.',
  upstreamStatus: 'API request failed with status {status}',
  noBody: 'No reader available',
  timeout: 'Request timed out. Please try again.',
  interrupted: 'Generation was interrupted. Please try again.',
  stopped: 'Generation stopped by user',
  fallback: 'An error occurred while generating content. Please try again.',
  /** finish_reason "content_filter": the provider refused, which a retry of the same text will not change. */
  contentFiltered: 'The AI provider declined to answer this request. Please rephrase it and try again.',
  /** The model spent the whole answer reasoning and wrote no answer. */
  noAnswer: 'The model thought about this but gave no answer. Please try again.',
  /** The fair-use counters cannot be checked, so the site pauses generations rather than guess. */
  quotaUnavailable: 'Generation is paused for a moment while the site checks its fair-use counters. Please try again in a few seconds.',
  notConfigured:
    'The AI provider is not configured on this server. The site operator must set AI_BASE_URL (and AI_API_KEY and AI_MODEL where the provider needs them).',
  lengthLimitNote: 'The answer hit the length limit, so it may end mid-way. Ask for a shorter answer or regenerate.',

  // The AI Text Editor (worded by the specification).
  editorFailure: 'An error occurred while processing your request. Please try again.',
  editorSelectionFailure: 'Failed to process the selected text',
} as const;
