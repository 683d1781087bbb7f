import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { cachedSearch } from './cached-search.ts';
import { googleCse } from './google-cse.ts';
import type { SearchProvider } from './search-provider.ts';
import { serpApi } from './serpapi.ts';

export interface SearchShared {
  redis?: Redis | null;
  redisKeyPrefix?: string;
  metrics?: Metrics;
  log?: Logger;
}

/** The configured search adapter, behind the result cache (Redis when configured); null when no provider is configured. */
export function createSearchProvider(config: Pick<ServerConfig, 'search' | 'searchCacheTtlSeconds'>, shared: SearchShared = {}): SearchProvider | null {
  if (!config.search) return null;
  const provider = config.search.provider === 'google-cse' ? googleCse(config.search.pairs, config.search.baseUrl) : serpApi(config.search.apiKey, config.search.baseUrl);
  return cachedSearch(provider, { ttlSeconds: config.searchCacheTtlSeconds, ...shared });
}
