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

/**
 * The rule of a reservation against a daily budget: `amount` is taken while
 * the counter is still below `limit` (0 = no limit), whatever its size. So a
 * request whose cap is larger than what is left still runs once, and the
 * counter passes the limit by at most one reservation: the worst-case
 * overshoot is one request's cap, never one per concurrent request.
 */
export function reserveBelow(current: number, amount: number, limit: number): ConsumeResult {
  if (limit > 0 && current >= limit) return { ok: false, value: current };
  return { ok: true, value: current + amount };
}
