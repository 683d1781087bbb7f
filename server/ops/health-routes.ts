import { Hono } from 'hono';
import { providerReachability } from '../ai/provider-request.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { SharedRedis } from './redis-client.ts';

const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthDeps {
  lifecycle: Lifecycle;
  database: DatabaseHandle | null;
  redis: SharedRedis | null;
  /** REDIS_REQUIRED: a Redis that does not answer makes the instance unready, instead of degraded. */
  redisRequired?: boolean;
  /** AI_BASE_URL is set: /api/ready then reports whether the provider could be reached. */
  aiConfigured?: boolean;
}

/**
 * The AI provider as the operator needs to see it: the cause and host of the last connection failure
 * (never the key). Informative only: a provider outage must not take every instance out of the balancer.
 */
function aiCheck(): string {
  const failing = providerReachability().filter((p) => p.failure);
  if (failing.length === 0) return 'ok';
  return failing.map(({ host, failure }) => `${failure?.code} ${host}: ${failure?.cause} (since ${failure?.at})`).join('; ');
}

/**
 * GET /api/health: liveness, the process answers. GET /api/ready: readiness
 * for a load balancer: not draining, the database answers; otherwise 503 with
 * the failing parts named. An embedded database nothing has written to yet is
 * reported 'idle' and not opened by the probe. Redis is optional: while it does
 * not answer the instance counts in memory, so it stays ready and names Redis
 * under `degraded` (taking every instance out of the balancer would stop the
 * site); with REDIS_REQUIRED it is failing.
 */
export function healthRoutes({ lifecycle, database, redis, redisRequired = false, aiConfigured = false }: HealthDeps): Hono {
  const route = new Hono();
  route.get('/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  route.get('/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const checks: Record<string, string> = {};
    const failing: string[] = [];
    const check = async (name: string, run: () => Promise<unknown>) => {
      try {
        const state = await within(run(), CHECK_TIMEOUT_MS);
        checks[name] = state === 'idle' ? 'idle' : 'ok';
      } catch (error) {
        checks[name] = error instanceof Error ? error.message : 'failed';
        failing.push(name);
      }
    };
    if (lifecycle.draining) {
      checks.shutdown = 'draining';
      failing.push('shutdown');
    }
    await Promise.all([
      database ? check('database', () => database.ping()) : Promise.resolve(),
      // Through the breaker: while it is open this answers at once with the reason.
      redis ? check('redis', () => redis.guarded.ping()) : Promise.resolve(),
    ]);
    if (aiConfigured) checks.ai = aiCheck();
    const degraded = !redisRequired && failing.includes('redis') ? ['redis'] : [];
    const failed = failing.filter((name) => !degraded.includes(name));
    if (failed.length > 0) return c.json({ status: 'unavailable', failing: failed, checks, ...(degraded.length ? { degraded } : {}) }, 503);
    return c.json({ status: degraded.length ? 'degraded' : 'ready', checks, ...(degraded.length ? { degraded } : {}) }, 200);
  });
  return route;
}
