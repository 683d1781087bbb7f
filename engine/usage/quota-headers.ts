// The gateway's X-Quota-* headers as the browser reads them (docs/fair-use-reference.md).
// Its own file: the stream reader needs it, the tool page's first JavaScript only allowance.ts.

export interface QuotaInfo {
  limit: number;
  remaining: number;
  /** When the quota resets (midnight UTC). */
  resetAt: Date;
}

/** The X-Quota-* headers of a generation response, or null when the quota is off (no headers). */
export function readQuotaHeaders(headers: Pick<Headers, 'get'>): QuotaInfo | null {
  const limit = Number(headers.get('x-quota-limit'));
  const remaining = Number(headers.get('x-quota-remaining'));
  const resetAt = new Date(headers.get('x-quota-reset-at') ?? '');
  if (!Number.isInteger(limit) || limit <= 0 || !Number.isInteger(remaining) || remaining < 0 || Number.isNaN(resetAt.getTime())) return null;
  return { limit, remaining, resetAt };
}
