// The one rule every quota counter follows, in memory and in Redis's Lua script alike.

export interface ConsumeResult {
  ok: boolean;
  /** The counter after the call (unchanged when refused). */
  value: number;
}

/**
 * Adds `amount` to `current` unless that would pass `limit`; a limit of 0
 * means no limit. Never lowers the counter, never takes it past the limit.
 */
export function consumeWithin(current: number, amount: number, limit: number): ConsumeResult {
  if (limit > 0 && current + amount > limit) return { ok: false, value: current };
  return { ok: true, value: current + amount };
}
