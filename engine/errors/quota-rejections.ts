import type { ServerErrorCode } from './error-codes.ts';

// The quota gate's refusals, codes of the one table (error-codes.ts), apart from it so a tool page
// can tell a human-check refusal without carrying the whole table in its first JavaScript.

/** The codes the quota gate refuses a request with. */
export const QUOTA_REJECTION_CODES = ['daily_quota', 'not_enough_generations', 'too_many_streams', 'budget_exhausted', 'challenge_required', 'challenge_failed'] as const satisfies readonly ServerErrorCode[];
export type RejectionCode = (typeof QUOTA_REJECTION_CODES)[number];

/** The rejections a human check (Turnstile) answers. */
export function needsHumanCheck(code: string | undefined): boolean {
  return code === 'challenge_required' || code === 'challenge_failed';
}

/** The refusals the tool page's allowance line words itself (near Generate), instead of an error box. */
export function isAllowanceRefusal(code: string | undefined): boolean {
  return code === 'daily_quota' || code === 'not_enough_generations';
}
