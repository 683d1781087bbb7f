// The title search's error catalogue, in the specification's wording.
export const SEARCH_MESSAGES = {
  missingInput: 'Please enter a keyword and complete the captcha verification',
  captchaFailed: 'Captcha verification failed',
  captchaExpired: 'Captcha expired, please verify again',
  allKeysFailed: 'Failed to fetch results from all API keys',
  fallback: 'Failed to perform search. Please try again.',
  notConfigured: 'The search provider is not configured on this server. The site operator must set SEARCH_PROVIDER and its keys.',
  captchaNotConfigured: 'Human verification is not configured on this server. The site operator must set CAPTCHA_SITE_KEY and CAPTCHA_SECRET.',
} as const;
