// The few generation messages a tool page can show before a stream has run (the generation
// reducer's stop, time-out and fallback, the length-limit note, and the offline failure of a
// reader that could not be fetched). They are kept apart from the rest of the generation part
// (generation-messages.ts) so a tool page's first JavaScript carries only these; the rest is
// loaded with the stream reader. The texts are the product specification's, word for word.

export const FIRST_PAINT_MESSAGES = {
  offline: 'No internet connection. Please check your network and try again.',
  /** The line above the offline message: what the installable app's specification has Generate say offline, before any request. */
  offlineTitle: 'You are offline',
  timeout: 'Request timed out. Please try again.',
  stopped: 'Generation stopped by user',
  fallback: 'An error occurred while generating content. Please try again.',
  lengthLimitNote: 'The answer hit the length limit, so it may end mid-way. Ask for a shorter answer or regenerate.',
} as const;
