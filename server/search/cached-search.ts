import { createHash } from 'node:crypto';
import { ReplyError, type Redis } from 'ioredis';
import { normaliseKeyword } from '../../engine/title-search/title-insights.ts';
import { silentLogger, type Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { SearchProvider, TitleSearchResult } from './search-provider.ts';

const MAX_ENTRIES = 5000;
/** How long one instance may hold a keyword while it asks the provider; others wait for its answer. */
const LOCK_MS = 20_000;
const WAIT_STEP_MS = 50;

export interface CacheOptions {
  ttlSeconds: number;
  now?: () => number;
  /** Shared cache for several instances (REDIS_URL); memory when absent. */
  redis?: Redis | null;
  redisKeyPrefix?: string;
  metrics?: Pick<Metrics, 'searchCacheHits' | 'searchCacheMisses'>;
  log?: Logger;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Wraps a provider with a per-keyword cache (provider + normalised keyword)
 * to save quota. With Redis, the cache is shared and a short lock
 * (SET NX PX) makes one instance ask the provider while the others wait for
 * its answer: one keyword costs one upstream search across all instances.
 * Concurrent requests in one instance share one call too (single-flight).
 */
export function cachedSearch(provider: SearchProvider, options: CacheOptions): SearchProvider & { size: () => number } {
  const { ttlSeconds, now = Date.now, redis = null, redisKeyPrefix = 'aiwt:', metrics, log = silentLogger } = options;
  const memory = new Map<string, { value: TitleSearchResult; expires: number }>();
  const inFlight = new Map<string, Promise<TitleSearchResult>>();

  /** Redis failures fall back to memory; the provider's own failures go to the visitor as they are. */
  class ProviderFailure {
    constructor(readonly error: unknown) {}
  }

  async function fromRedis(redis: Redis, key: string, keyword: string, signal: AbortSignal): Promise<TitleSearchResult> {
    // A hash of provider and keyword: visitors' keywords are not readable in Redis.
    const cacheKey = `${redisKeyPrefix}search:${createHash('sha256').update(key).digest('base64url')}`;
    const lockKey = `${cacheKey}:lock`;
    for (;;) {
      const cached = await redis.get(cacheKey);
      if (cached) {
        metrics?.searchCacheHits.inc();
        return JSON.parse(cached) as TitleSearchResult;
      }
      if ((await redis.set(lockKey, String(process.pid), 'PX', LOCK_MS, 'NX')) === 'OK') {
        try {
          // Another instance may have finished between our read and our lock: its answer is in the cache now.
          const landed = await redis.get(cacheKey);
          if (landed) {
            metrics?.searchCacheHits.inc();
            return JSON.parse(landed) as TitleSearchResult;
          }
          metrics?.searchCacheMisses.inc();
          const value = await provider.titleAndUrl(keyword, signal).catch((error: unknown) => {
            throw new ProviderFailure(error);
          });
          await redis.set(cacheKey, JSON.stringify(value), 'EX', ttlSeconds);
          return value;
        } finally {
          await redis.del(lockKey).catch(() => undefined);
        }
      }
      // Another instance is asking the provider: its answer lands in the cache (or its lock ends and we try).
      signal.throwIfAborted();
      await sleep(WAIT_STEP_MS);
    }
  }

  async function lookup(key: string, keyword: string, signal: AbortSignal): Promise<TitleSearchResult> {
    if (redis) {
      try {
        return await fromRedis(redis, key, keyword, signal);
      } catch (error) {
        if (error instanceof ProviderFailure) throw error.error;
        if (signal.aborted) throw error;
        // Time-outs and lost connections open the breaker, which logs once per outage; only Redis's own refusals are logged here.
        if (error instanceof ReplyError) log.warn({ reason: (error as Error).message }, 'search cache: redis failed, using this instance only');
      }
    }
    const hit = memory.get(key);
    if (hit && hit.expires > now()) {
      metrics?.searchCacheHits.inc();
      return hit.value;
    }
    metrics?.searchCacheMisses.inc();
    const value = await provider.titleAndUrl(keyword, signal);
    if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value as string); // oldest first
    memory.set(key, { value, expires: now() + ttlSeconds * 1000 });
    return value;
  }

  return {
    name: provider.name,
    size: () => memory.size,
    async titleAndUrl(keyword, signal) {
      if (ttlSeconds <= 0) return provider.titleAndUrl(keyword, signal);
      const key = `${provider.name}:${normaliseKeyword(keyword)}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = lookup(key, keyword, signal).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}
