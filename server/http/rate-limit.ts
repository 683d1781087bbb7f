import type { MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { apiError } from './api-error.ts';
import { clientIp } from './client-ip.ts';
import { addHeader } from './response-headers.ts';
import { visitorMessage } from '../../engine/errors/error-messages.ts';

export interface RateLimitOptions {
  pointsPerMinute: number;
  /** Window in seconds (default 60): pointsPerMinute is then the budget per window. */
  durationSeconds?: number;
  /** Shared store for several gateway instances; memory when absent. */
  redisUrl?: string;
  trustProxyHops: number;
  /** Key prefix, so tests (or several sites on one Redis) do not share counters. */
  keyPrefix?: string;
  /** Label of the rejection metric: api or forms. */
  name?: string;
}

export interface RateLimit {
  middleware: MiddlewareHandler;
  /** Resolves once the shared store is connected (at once for memory); until then each instance limits alone. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/** Per-IP limit on the API: 429 with Retry-After and a message the page shows. */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  let redis: Redis | undefined;
  let limiter: RateLimiterAbstract;
  const common = { points: options.pointsPerMinute, duration: options.durationSeconds ?? 60, keyPrefix: options.keyPrefix ?? 'rl-api' };
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    // Connection problems are logged once by the shared client (ops/redis-client.ts); this one stays quiet.
    redis.on('error', () => undefined);
    // If Redis is unreachable, fall back to a per-instance memory limit rather than letting everything through.
    limiter = new RateLimiterRedis({ ...common, storeClient: redis, insuranceLimiter: new RateLimiterMemory(common) });
  } else {
    limiter = new RateLimiterMemory(common);
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    try {
      const res = await limiter.consume(clientIp(c, options.trustProxyHops));
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
  const ready = redis
    ? new Promise<void>((resolve) => {
        if (redis?.status === 'ready') resolve();
        redis?.once('ready', () => resolve());
        redis?.once('end', () => resolve());
        redis?.once('error', () => resolve()); // start without Redis rather than hang; the insurance limiter covers
      })
    : Promise.resolve();
  return {
    middleware,
    ready,
    close: async () => {
      await redis?.quit().catch(() => undefined);
    },
  };
}
