import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface CaptchaConfig {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
}

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'rejected' | 'duplicate' | 'unavailable' };

const REMEMBER_USED_MS = 10 * 60 * 1000;

export interface ReplayStore {
  /** True the first time a token is seen (within REMEMBER_USED_MS), false for a replay. */
  firstUse: (token: string) => Promise<boolean>;
}

/** This instance's memory: enough for one process. */
export function memoryReplayStore(): ReplayStore {
  const used = new Map<string, number>();
  return {
    firstUse: async (token) => {
      const now = Date.now();
      for (const [t, at] of used) if (now - at > REMEMBER_USED_MS) used.delete(t);
      if (used.has(token)) return false;
      used.set(token, now);
      return true;
    },
  };
}

/**
 * Shared by every instance (SET NX with a TTL), so a token replayed through
 * another instance is refused too. Keys hold a hash, never the token. If
 * Redis fails, this instance's memory still refuses its own replays.
 */
export function redisReplayStore(redis: Redis, keyPrefix: string, onRedisError: (error: Error) => void = () => undefined): ReplayStore {
  const fallback = memoryReplayStore();
  return {
    firstUse: async (token) => {
      const key = `${keyPrefix}captcha:${createHash('sha256').update(token).digest('base64url')}`;
      try {
        return (await redis.set(key, '1', 'PX', REMEMBER_USED_MS, 'NX')) === 'OK';
      } catch (error) {
        onRedisError(error as Error);
        return fallback.firstUse(token);
      }
    },
  };
}

/**
 * Verifies a Turnstile token on the server (siteverify with secret, token and
 * client IP). Fails closed: a time-out, a 5xx or an answer that is not JSON is
 * a failure. A token is accepted once; a replay is refused without asking.
 */
export function createCaptchaVerifier(config: CaptchaConfig, replay: ReplayStore = memoryReplayStore()) {
  return async function verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict> {
    if (!(await replay.firstUse(token))) return { ok: false, reason: 'duplicate' };
    try {
      const form = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
      const res = await fetch(config.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs) });
      if (!res.ok) return { ok: false, reason: 'unavailable' };
      const body = (await res.json()) as { success?: unknown; 'error-codes'?: string[] };
      if (body.success === true) return { ok: true };
      return { ok: false, reason: body['error-codes']?.includes('timeout-or-duplicate') ? 'duplicate' : 'rejected' };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  };
}
