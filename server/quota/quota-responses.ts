import type { Context } from 'hono';
import { nextUtcMidnight, secondsUntilReset } from '../../engine/usage/quota-day.ts';
import { apiError } from '../http/api-error.ts';
import { addHeader, addHeaders } from '../http/response-headers.ts';
import type { QuotaEvents, RejectionCode } from './quota-events.ts';

export type Refusal = { ok: false; response: Response };
export type RefusedQuota = 'generations' | 'output_tokens' | 'images';

/** The error answer of a refused admission (counted in the metrics), with Retry-After when given. */
export function refuse(events: QuotaEvents, c: Context, status: 403 | 429 | 503, code: RejectionCode, message: string, retryAfter?: number, quota?: RefusedQuota): Refusal {
  events.onQuotaRejected?.({ code, ...(quota ? { quota } : {}) });
  if (retryAfter !== undefined) addHeader(c, 'Retry-After', String(retryAfter));
  return { ok: false, response: apiError(c, status, code, message) };
}

/** The X-Quota-* headers the tool page reads (engine/usage/quota-headers.ts); none when the limit is off. */
export function setQuotaHeaders(c: Context, limit: number, used: number, at: Date): void {
  if (limit <= 0) return;
  addHeaders(c, {
    'X-Quota-Limit': String(limit),
    'X-Quota-Remaining': String(Math.max(0, limit - used)),
    'X-Quota-Reset': String(secondsUntilReset(at)),
    'X-Quota-Reset-At': nextUtcMidnight(at).toISOString(),
  });
}
