// What the tool page says about the visitor's daily allowance, from the
// gateway's X-Quota-* headers (docs/fair-use-reference.md).

import type { QuotaInfo } from './quota-headers.ts';

export type { QuotaInfo };

/** Shown once fewer than this share of the day's generations remain. */
export const LOW_ALLOWANCE_SHARE = 0.2;

/**
 * "3 of 50 free generations left today" once fewer than 20 % remain; when
 * none remain, the exact reset time in the visitor's own time zone. Null
 * while plenty remain.
 */
export function allowanceLine(quota: QuotaInfo | null, formatTime: (d: Date) => string): string | null {
  if (!quota) return null;
  if (quota.remaining === 0) return `You have used today's ${quota.limit} free generations. More are available from ${formatTime(quota.resetAt)}.`;
  if (quota.remaining / quota.limit >= LOW_ALLOWANCE_SHARE) return null;
  return `${quota.remaining} of ${quota.limit} free generations left today`;
}
