import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '../ops/redis-client.ts';
import { apiError } from './api-error.ts';
import { clientIp } from './client-ip.ts';
import { addHeader } from './response-headers.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

export interface RateLimitOptions {
  pointsPerMinute: number;
  /** Window in seconds (default 60): pointsPerMinute is then the budget per window. */
  durationSeconds?: number;
  /** Shared store for several gateway instances; memory when absent. */
  redis?: SharedRedis | null;
  /** REDIS_EXPECTED_INSTANCES: while Redis is down each instance allows its share of the budget. */
  expectedInstances?: number;
  trustProxyHops: number;
  /** Key prefix, so tests (or several sites on one Redis) do not share counters. */
  keyPrefix?: string;
  /** Label of the rejection metric: api or forms. */
  name?: string;
}

export interface RateLimit {
  middleware: MiddlewareHandler;
}

/**
 * Per-IP limit on the API: 429 with Retry-After and a message the page shows.
 * With Redis, the count is shared; while the breaker is open (or a call fails)
 * this instance limits alone with its share of the budget. rate-limiter-flexible's
 * own insurance limiter is not used: it waits for each failing call and knows
 * nothing of the breaker.
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  const common = { points: options.pointsPerMinute, duration: options.durationSeconds ?? 60, keyPrefix: options.keyPrefix ?? 'rl-api' };
  const share = Math.max(1, Math.floor(options.pointsPerMinute / (options.expectedInstances ?? 1)));
  const memory = new RateLimiterMemory(options.redis ? { ...common, points: share } : common);
  const redis = options.redis;
  const shared = redis ? new RateLimiterRedis({ ...common, storeClient: redis.client }) : null;

  const consume = async (key: string): Promise<RateLimiterRes> => {
    if (!redis || !shared || redis.breaker.state === 'down') return memory.consume(key);
    try {
      return await redis.breaker.run(() => shared.consume(key));
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) throw outcome; // the limit itself, not a failure
      return memory.consume(key);
    }
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    try {
      const res = await consume(clientIp(c, options.trustProxyHops));
      addHeader(c, 'RateLimit-Remaining', String(res.remainingPoints));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      c.get('telemetry')?.metrics.rateLimitRejections.inc({ limit: options.name ?? 'api' });
      addHeader(c, 'Retry-After', String(seconds));
      return apiError(c, 429, 'rate_limited', visitorMessage('rateLimited', { seconds }));
    }
    return next();
  };
  return { middleware };
}
