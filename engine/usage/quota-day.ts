// Daily quotas and the budget reset at midnight UTC, the same instant for every
// visitor and every instance (a rolling window would need a log per visitor).

const DAY_MS = 86_400_000;

// The last day asked for: every request of a day asks for the same one (twice: admitted and recorded).
let lastDay = { number: Number.NaN, text: '' };

/** "2026-11-25": the UTC day a counter belongs to. */
export function utcDay(now: Date): string {
  const number = Math.floor(now.getTime() / DAY_MS);
  if (number !== lastDay.number) lastDay = { number, text: now.toISOString().slice(0, 10) };
  return lastDay.text;
}

/** The next midnight UTC after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/** Whole seconds until the reset, at least 1 (for Retry-After). */
export function secondsUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
}

/** "00:00 UTC (in 3 h 12 min)": how a message tells the visitor when a quota resets. */
export function describeReset(now: Date): string {
  const minutes = Math.ceil(secondsUntilReset(now) / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `00:00 UTC (in ${h > 0 ? `${h} h ` : ''}${m} min)`;
}
