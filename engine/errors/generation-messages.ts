import { FIRST_PAINT_MESSAGES } from './first-paint-messages.ts';

// The tool page's and the editor's messages: the part of the one catalogue (error-messages.ts) the
// generation code uses, kept apart so a page's JavaScript does not carry the rest. The few a tool
// page shows before a stream runs live in first-paint-messages.ts, which its first JavaScript
// imports alone. The texts the product specification words are kept exactly as it words them.

export const GENERATION_MESSAGES = {
  ...FIRST_PAINT_MESSAGES,
  // The tool page's generation errors (worded by the specification).
  invalidApiKey: 'Invalid API key. Please check your API key and try again.',
  upstreamStatus: 'API request failed with status {status}',
  noBody: 'No reader available',
  interrupted: 'Generation was interrupted. Please try again.',
  /** finish_reason "content_filter": the provider refused, which a retry of the same text will not change. */
  contentFiltered: 'The AI provider declined to answer this request. Please rephrase it and try again.',
  /** The model spent the whole answer reasoning and wrote no answer. */
  noAnswer: 'The model thought about this but gave no answer. Please try again.',
  /** The fair-use counters cannot be checked, so the site pauses generations rather than guess. */
  quotaUnavailable: 'Generation is paused for a moment while the site checks its fair-use counters. Please try again in a few seconds.',
  /** The operator's side (AI_BASE_URL unset) is in the start-up log and docs/configuration.md, not in front of the visitor. */
  notConfigured: 'AI writing is not switched on for this site yet, so nothing can be generated right now. Please try again later.',

  // The AI Text Editor (worded by the specification).
  editorFailure: 'An error occurred while processing your request. Please try again.',
  editorSelectionFailure: 'Failed to process the selected text',
} as const;
