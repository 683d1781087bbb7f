import { ReplyError } from 'ioredis';
import type { Logger } from '../observability/logger.ts';

export type RedisState = 'up' | 'down';

/** Thrown at once, without touching Redis, while the breaker is open. */
export class RedisUnavailable extends Error {
  override name = 'RedisUnavailable';
}

export interface RedisBreaker {
  readonly state: RedisState;
  /** Why Redis is down (empty while up). */
  readonly reason: string;
  /**
   * Runs one Redis call within the command time-out. A time-out or a connection
   * failure opens the breaker; while it is open every call fails at once. A
   * reply error (a script's own error) and a non-Error rejection pass through.
   */
  run: <T>(command: () => Promise<T>) => Promise<T>;
  /** Opens the breaker (the connection was lost). */
  trip: (reason: string) => void;
  /** Work that must succeed before the state goes back up (adding back what was counted in memory). */
  onRecovery: (task: () => Promise<void>) => void;
  /** Probes at once instead of at the next tick (the connection is ready again); resolves when that attempt is over. */
  probeNow: () => Promise<void>;
  close: () => void;
}

export interface BreakerOptions {
  timeoutMs: number;
  /** One cheap round trip (PING), used while down to see whether Redis answers again. */
  probe: () => Promise<unknown>;
  probeEveryMs?: number;
  log: Pick<Logger, 'warn' | 'info'>;
  onStateChange?: (state: RedisState) => void;
}

/** How often an open breaker asks Redis whether it answers again. */
export const PROBE_EVERY_MS = 1_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * One breaker for every Redis call of an instance: a slow Redis is a down Redis.
 * Logged once per change of state, never per request; the state feeds /api/ready
 * and the redis_up gauge.
 */
export function createRedisBreaker({ timeoutMs, probe, probeEveryMs = PROBE_EVERY_MS, log, onStateChange }: BreakerOptions): RedisBreaker {
  let state: RedisState = 'up';
  let reason = '';
  let closed = false;
  let probing = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const recoveries: Array<() => Promise<void>> = [];

  async function tryRecover() {
    if (probing || closed || state === 'up') return;
    probing = true;
    try {
      await within(probe(), timeoutMs);
      for (const task of recoveries) await task();
      if (closed) return;
      state = 'up';
      reason = '';
      clearInterval(timer);
      log.info('redis answers again: shared counters in use, memory counts added back');
      onStateChange?.('up');
    } catch (error) {
      reason = (error as Error).message || reason;
    } finally {
      probing = false;
    }
  }

  function trip(why: string) {
    if (closed || state === 'down') return;
    state = 'down';
    reason = why;
    log.warn({ reason: why }, 'redis unavailable: this instance counts in memory until it answers again');
    onStateChange?.('down');
    timer = setInterval(() => void tryRecover(), probeEveryMs);
    timer.unref();
  }

  async function run<T>(command: () => Promise<T>): Promise<T> {
    if (state === 'down') throw new RedisUnavailable(`redis unavailable: ${reason}`);
    try {
      return await within(command(), timeoutMs);
    } catch (error) {
      // ioredis's own commandTimeout says "Command timed out"; both time-outs read the same in logs and readiness.
      if (error instanceof Error && !(error instanceof ReplyError)) trip(error.message === 'Command timed out' ? `no answer within ${timeoutMs} ms` : error.message);
      throw error;
    }
  }

  return {
    get state() {
      return state;
    },
    get reason() {
      return reason;
    },
    run,
    trip,
    onRecovery: (task) => void recoveries.push(task),
    probeNow: () => tryRecover(),
    close: () => {
      closed = true;
      clearInterval(timer);
    },
  };
}
