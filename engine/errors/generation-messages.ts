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
  notConfigured:
    'The AI provider is not configured on this server. The site operator must set AI_BASE_URL (and AI_API_KEY and AI_MODEL where the provider needs them).',
  lengthLimitNote: 'The answer hit the length limit, so it may end mid-way. Ask for a shorter answer or regenerate.',

  // The AI Text Editor (worded by the specification).
  editorFailure: 'An error occurred while processing your request. Please try again.',
  editorSelectionFailure: 'Failed to process the selected text',
} as const;
