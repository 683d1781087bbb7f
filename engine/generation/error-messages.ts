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
  notConfigured:
    'The AI provider is not configured on this server. The site operator must set AI_BASE_URL (and AI_API_KEY and AI_MODEL where the provider needs them).',
} as const;
