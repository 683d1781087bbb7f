import type { ServerConfig } from '../config.ts';
import { cachedSearch } from './cached-search.ts';
import { googleCse } from './google-cse.ts';
import type { SearchProvider } from './search-provider.ts';
import { serpApi } from './serpapi.ts';

/** The configured search adapter, behind the result cache; null when no provider is configured. */
export function createSearchProvider(config: Pick<ServerConfig, 'search' | 'searchCacheTtlSeconds'>): SearchProvider | null {
  if (!config.search) return null;
  const provider = config.search.provider === 'google-cse' ? googleCse(config.search.pairs, config.search.baseUrl) : serpApi(config.search.apiKey, config.search.baseUrl);
  return cachedSearch(provider, config.searchCacheTtlSeconds);
}
