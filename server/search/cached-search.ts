import { normaliseKeyword } from '../../engine/title-search/title-insights.ts';
import type { SearchProvider, TitleSearchResult } from './search-provider.ts';

const MAX_ENTRIES = 5000;

/** Wraps a provider with a per-keyword cache (provider + normalised keyword) to save quota. */
export function cachedSearch(provider: SearchProvider, ttlSeconds: number, now: () => number = Date.now): SearchProvider & { size: () => number } {
  const cache = new Map<string, { value: TitleSearchResult; expires: number }>();
  return {
    name: provider.name,
    size: () => cache.size,
    async titleAndUrl(keyword, signal) {
      const key = `${provider.name}:${normaliseKeyword(keyword)}`;
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = await provider.titleAndUrl(keyword, signal);
      if (ttlSeconds > 0) {
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string); // oldest first
        cache.set(key, { value, expires: now() + ttlSeconds * 1000 });
      }
      return value;
    },
  };
}
