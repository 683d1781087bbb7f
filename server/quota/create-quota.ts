import { Redis } from 'ioredis';
import { createCaptchaVerifier, type CaptchaConfig } from '../captcha/turnstile.ts';
import type { QuotaConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Logger } from '../observability/logger.ts';
import { usageRecorder } from '../usage/usage-store.ts';
import type { QuotaEvents } from './quota-events.ts';
import { createQuotaGate, type QuotaGate } from './quota-gate.ts';
import { createMemoryQuotaStore } from './quota-store.ts';
import { createRedisQuotaStore, withFallback } from './redis-quota-store.ts';

export interface QuotaOptions {
  config: QuotaConfig;
  redisUrl: string | undefined;
  trustProxyHops: number;
  keyPrefix: string;
  database: DatabaseHandle | null;
  /** Turnstile settings, for CHALLENGE_AFTER. */
  captcha: CaptchaConfig | null;
  /** Metrics sink (app.ts feeds it into the prom-client registry). */
  events?: QuotaEvents;
  log: Logger;
}

export interface QuotaService {
  gate: QuotaGate;
  ready: Promise<void>;
  close: () => Promise<void>;
}

/** The quota gate on Redis when REDIS_URL is set (shared by every instance), in memory otherwise; usage aggregates go to the database. */
export function createQuota({ config, redisUrl, trustProxyHops, keyPrefix, database, captcha, events = {}, log }: QuotaOptions): QuotaService {
  const memory = createMemoryQuotaStore();
  let redis: Redis | undefined;
  let store = memory;
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => log.warn({ err: error.message }, 'quota: redis error'));
    store = withFallback(createRedisQuotaStore(redis), memory, (error) => log.warn({ err: error.message }, 'quota: redis unavailable, counting in memory'));
  }
  const db = database?.db;
  const gate = createQuotaGate({
    config,
    store,
    keyPrefix,
    trustProxyHops,
    events,
    log,
    verifyChallenge: captcha && config.challengeAfter > 0 ? createCaptchaVerifier(captcha) : undefined,
    persist: db ? usageRecorder(db) : undefined,
  });
  const ready = redis
    ? new Promise<void>((resolve) => {
        if (redis?.status === 'ready') resolve();
        redis?.once('ready', () => resolve());
        redis?.once('end', () => resolve());
        // Unreachable: the gate counts in memory (withFallback) and /api/ready names redis; start anyway.
        redis?.once('error', () => resolve());
      })
    : Promise.resolve();
  return {
    gate,
    ready,
    close: async () => {
      await gate.flushUsage(); // before the database closes (run-gateway closes it after the app)
      await redis?.quit().catch(() => undefined);
    },
  };
}
