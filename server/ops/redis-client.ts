import { Redis } from 'ioredis';
import type { Logger } from '../observability/logger.ts';
import { createRedisBreaker, type RedisBreaker, type RedisState } from './redis-breaker.ts';

export interface SharedRedisOptions {
  /** Longest wait for one command (REDIS_COMMAND_TIMEOUT_MS): past it Redis counts as down. */
  commandTimeoutMs: number;
  log: Logger;
  onStateChange?: (state: RedisState) => void;
}

/**
 * The one Redis connection of an instance, behind one breaker: the rate limits,
 * the quotas, the search cache, the captcha replay set and readiness all use it.
 * `client` is the raw connection (for the rate limiter's own scripts, and to
 * close it); `guarded` is the same connection whose every command runs through
 * the breaker.
 */
export interface SharedRedis {
  client: Redis;
  guarded: Redis;
  breaker: RedisBreaker;
  /** Resolves once connected, or at the first failure: start-up goes on without Redis rather than hang. */
  connected: Promise<void>;
  close: () => Promise<void>;
}

export function createSharedRedis(url: string, { commandTimeoutMs, log, onStateChange }: SharedRedisOptions): SharedRedis {
  // No offline queue: while disconnected a command fails at once instead of waiting for the connection.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000, commandTimeout: commandTimeoutMs });
  const breaker = createRedisBreaker({ timeoutMs: commandTimeoutMs, probe: () => client.ping(), log, onStateChange });
  // Every failure opens the breaker, which logs once per change of state: nothing is logged per attempt.
  client.on('error', (error: Error) => breaker.trip(error.message));
  client.on('close', () => breaker.trip('connection closed'));
  client.on('ready', () => void breaker.probeNow());
  const connected = new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    for (const event of ['ready', 'end', 'error']) client.once(event, () => resolve());
  });
  return {
    client,
    guarded: guardedRedis(client, breaker),
    breaker,
    connected,
    close: async () => {
      breaker.close();
      await client.quit().catch(() => client.disconnect());
    },
  };
}

/** The client with every Redis command (get, set, eval, ping…) run through the breaker; other members as they are. */
export function guardedRedis(client: Redis, breaker: RedisBreaker): Redis {
  const commands = new Set(client.getBuiltinCommands());
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (typeof property === 'string' && commands.has(property.toLowerCase())) {
        return (...args: unknown[]) => breaker.run(() => method.apply(target, args));
      }
      return method.bind(target);
    },
  });
}
