import type { Context } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { createCaptchaVerifier, type CaptchaConfig } from '../captcha/turnstile.ts';
import type { QuotaConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { apiError } from '../http/api-error.ts';
import { addHeader } from '../http/response-headers.ts';
import type { Logger } from '../observability/logger.ts';
import type { SharedRedis } from '../ops/redis-client.ts';
import { usageRecorder } from '../usage/usage-store.ts';
import type { QuotaEvents } from './quota-events.ts';
import { createQuotaGate, type Admission, type QuotaGate } from './quota-gate.ts';
import { createMemoryQuotaStore, type QuotaStore } from './quota-store.ts';
import { createOutageQuotaStore } from './outage-quota-store.ts';
import { createRedisQuotaStore, restoreSlot } from './redis-quota-store.ts';

export interface QuotaOptions {
  config: QuotaConfig;
  /** The instance's Redis (REDIS_URL), shared by every instance; memory only when null. */
  redis: SharedRedis | null;
  /** REDIS_EXPECTED_INSTANCES and REDIS_REQUIRED: what a Redis outage means for the quotas. */
  outage?: { expectedInstances: number; required: boolean };
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
  /** The counters' store (Redis with the in-memory fallback, or memory): other shared daily counts use it too. */
  store: QuotaStore;
  close: () => Promise<void>;
}

/** Seconds a generation refused during a Redis outage is told to wait (the breaker probes every second). */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** The quota gate on Redis when REDIS_URL is set (shared by every instance), in memory otherwise; usage aggregates go to the database. */
export function createQuota({ config, redis, outage = { expectedInstances: 1, required: false }, trustProxyHops, keyPrefix, database, captcha, events = {}, log }: QuotaOptions): QuotaService {
  const memory = createMemoryQuotaStore();
  const store = redis
    ? createOutageQuotaStore({
        primary: createRedisQuotaStore(redis.client),
        restoreSlot: (key, id, expiresAt) => restoreSlot(redis.client, key, id, expiresAt),
        breaker: redis.breaker,
        instances: outage.expectedInstances,
      })
    : memory;
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
  const breaker = redis?.breaker;
  return {
    store,
    gate: outage.required && breaker ? { ...gate, admit: (c, request) => (breaker.state === 'down' ? Promise.resolve(refuseWithoutRedis(c)) : gate.admit(c, request)) } : gate,
    close: async () => {
      await gate.flushUsage(); // before the database closes (run-gateway closes it after the app)
    },
  };
}

/** REDIS_REQUIRED=true: no generation is admitted on one instance's counts alone. */
function refuseWithoutRedis(c: Context): Admission {
  addHeader(c, 'Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  return { ok: false, response: apiError(c, 503, 'quota_unavailable', MESSAGES.quotaUnavailable) };
}
