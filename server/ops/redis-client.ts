import { Redis } from 'ioredis';
import type { Logger } from '../observability/logger.ts';

/**
 * The Redis connection shared by the search cache, the captcha replay set and
 * readiness (the rate limiter keeps its own). Commands fail at once while
 * Redis is down (no offline queue), so callers fall back instead of hanging.
 */
export function createRedisClient(url: string, log: Logger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis retries every few hundred ms: say it once per distinct error, not on every attempt.
    if (error.message !== lastError) log.warn({ reason: error.message }, 'redis unavailable');
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) log.info('redis connected again');
    lastError = '';
  });
  return redis;
}

/**
 * Resolves once connected, or at the first failure: start-up goes on without
 * Redis (readiness then names it) rather than hang until it comes back.
 */
export function redisConnected(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    if (redis.status === 'ready') return resolve();
    for (const event of ['ready', 'end', 'error']) redis.once(event, () => resolve());
  });
}
