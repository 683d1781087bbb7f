export interface CaptchaConfig {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
}

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'rejected' | 'duplicate' | 'unavailable' };

const REMEMBER_USED_MS = 10 * 60 * 1000;

/**
 * Verifies a Turnstile token on the server (siteverify with secret, token and
 * client IP). Fails closed: a time-out, a 5xx or an answer that is not JSON is
 * a failure. A token is accepted once; a replay is refused without asking.
 */
export function createCaptchaVerifier(config: CaptchaConfig) {
  const used = new Map<string, number>();
  return async function verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict> {
    const now = Date.now();
    for (const [t, at] of used) if (now - at > REMEMBER_USED_MS) used.delete(t);
    if (used.has(token)) return { ok: false, reason: 'duplicate' };
    used.set(token, now);
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
