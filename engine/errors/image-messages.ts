// The image studio's messages: a part of the one catalogue (error-messages.ts), apart so the
// image page's code carries only its own.

export const IMAGE_MESSAGES = {
  /** IMAGE_BASE_URL unset: what to set is the operator's to read in docs/configuration.md, not the visitor's. */
  imageNotConfigured: 'Image generation is not switched on for this site yet. Please try again later.',
  imageRefused: 'The image provider refused this prompt under its content policy. Please rephrase it.',
  imageBlankPrompt: 'Describe the image you want.',
  imagePromptTooLong: 'The prompt is {length} characters long; the limit is {limit}.',
  imageWrongTool: '{tool} does not make images.',
} as const;
