import { VISITOR_MESSAGES } from '../errors/error-messages.ts';

// The title search's messages, read from the one catalogue (engine/errors/error-messages.ts).
export const SEARCH_MESSAGES = {
  missingInput: VISITOR_MESSAGES.searchMissingInput,
  captchaFailed: VISITOR_MESSAGES.captchaFailed,
  captchaExpired: VISITOR_MESSAGES.captchaExpired,
  allKeysFailed: VISITOR_MESSAGES.searchAllKeysFailed,
  fallback: VISITOR_MESSAGES.searchFallback,
  notConfigured: VISITOR_MESSAGES.searchNotConfigured,
  captchaNotConfigured: VISITOR_MESSAGES.captchaNotConfigured,
} as const;
