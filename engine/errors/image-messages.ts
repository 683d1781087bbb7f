// The image studio's messages: a part of the one catalogue (error-messages.ts), apart so the
// image page's code carries only its own.

export const IMAGE_MESSAGES = {
  imageNotConfigured:
    'Image generation is not configured on this server. The site operator must set IMAGE_BASE_URL (and IMAGE_API_KEY and IMAGE_MODEL where the provider needs them).',
  imageRefused: 'The image provider refused this prompt under its content policy. Please rephrase it.',
  imageBlankPrompt: 'Describe the image you want.',
  imagePromptTooLong: 'The prompt is {length} characters long; the limit is {limit}.',
  imageWrongTool: '{tool} does not make images.',
} as const;
