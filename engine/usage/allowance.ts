// What the tool page says about the visitor's daily allowance, from GET /api/allowance on load and
// the gateway's X-Quota-* headers after each request (docs/fair-use.md). One line near Generate
// says it all: the count, the reset time, or why a request was refused, never two texts at once.

import type { QuotaInfo } from './quota-headers.ts';

export type { QuotaInfo };

/** At or below this share of the day's generations left (10 of 50), the line is shown plainly. */
export const LOW_ALLOWANCE_SHARE = 0.2;

/** `quiet`: some used, plenty left; `low`: few left; `out`: none left, or a request refused for want of them. */
export type AllowanceTone = 'quiet' | 'low' | 'out';

export interface AllowanceView {
  text: string;
  tone: AllowanceTone;
  /** The versions that still fit today, when fewer than asked for (but some) are left: the page offers them. */
  offer?: number;
}

export interface AllowanceContext {
  /** Versions chosen in the form. */
  versions: number;
  /** The gateway's message for a request it refused for want of generations (shown here instead of an error box). */
  refusal?: string | null;
  formatTime: (d: Date) => string;
  /** The line's sentences in the page's language; English when not given. */
  words?: AllowanceWords;
}

/** The allowance line's three sentences, given their numbers (and the reset time, already formatted). */
export interface AllowanceWords {
  leftToday: (remaining: number, limit: number) => string;
  usedUp: (limit: number, time: string) => string;
  versionsNeed: (versions: number, remaining: number) => string;
}

export const ENGLISH_ALLOWANCE_WORDS: AllowanceWords = {
  leftToday: (remaining, limit) => `${remaining} of ${limit} free generations left today`,
  usedUp: (limit, time) => `You have used today's ${limit} free generations. More are available from ${time}.`,
  versionsNeed: (versions, remaining) => `${versions} versions need ${versions} generations, and you have ${remaining} left today.`,
};

/**
 * The allowance line: nothing before the visitor has used a generation today (or with the quota
 * off); quietly the count once some are used; plainly at 10 or fewer; at 0 the reset time in the
 * visitor's own time zone. When the chosen versions need more than is left, it says so and offers
 * what is left. A refusal's own message replaces all of it.
 */
export function allowanceView(quota: QuotaInfo | null, { versions, refusal, formatTime, words = ENGLISH_ALLOWANCE_WORDS }: AllowanceContext): AllowanceView | null {
  const fits = quota && quota.remaining > 0 && quota.remaining < versions ? { offer: quota.remaining } : {};
  if (refusal) return { text: refusal, tone: 'out', ...fits };
  if (!quota || quota.remaining >= quota.limit) return null;
  if (quota.remaining === 0) return { text: words.usedUp(quota.limit, formatTime(quota.resetAt)), tone: 'out' };
  if (quota.remaining < versions) return { text: words.versionsNeed(versions, quota.remaining), tone: 'low', ...fits };
  return { text: words.leftToday(quota.remaining, quota.limit), tone: quota.remaining / quota.limit <= LOW_ALLOWANCE_SHARE ? 'low' : 'quiet' };
}
