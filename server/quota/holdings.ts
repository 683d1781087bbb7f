import type { BudgetLedger } from './budget-ledger.ts';
import type { QuotaStore } from './quota-store.ts';
import type { BilledCall } from './usage-reporter.ts';

/** What an admitted request holds until it ends: the refused request gives it all back, the finished one settles it. */
export interface Holdings {
  day: string;
  ttlSeconds: number;
  /** Budget units reserved (0 without a budget). */
  budget: number;
  /** The visitor's output tokens reserved (the output cap of every version). */
  output: { key: string; amount: number } | null;
  /** The visitor's generations (or images) counted. */
  generations: { key: string; amount: number } | null;
  slot: { key: string; id: string } | null;
}

export function emptyHoldings(day: string, ttlSeconds: number): Holdings {
  return { day, ttlSeconds, budget: 0, output: null, generations: null, slot: null };
}

/** A request refused after some steps had taken their share: every reservation goes back whole. */
export async function giveBack(store: QuotaStore, budget: BudgetLedger, held: Holdings): Promise<void> {
  await Promise.all([
    budget.release(held.day, held.ttlSeconds, held.budget),
    held.output ? store.add(held.output.key, -held.output.amount, held.ttlSeconds) : undefined,
    held.generations ? store.add(held.generations.key, -held.generations.amount, held.ttlSeconds) : undefined,
    held.slot ? store.releaseSlot(held.slot.key, held.slot.id) : undefined,
  ]);
}

/**
 * A request that ran: the reservations become what the provider billed (less when the answer was
 * short, stopped or failed; the tokens billed count however it ended), the generations of versions
 * that failed through no fault of the visitor are given back, and the stream slot is freed.
 */
export async function settle(store: QuotaStore, budget: BudgetLedger, held: Holdings, calls: readonly BilledCall[], refund: number): Promise<void> {
  const billedOutput = calls.reduce((n, call) => n + call.usage.outputTokens, 0);
  const refunded = held.generations ? Math.min(Math.max(0, refund), held.generations.amount) : 0;
  await Promise.all([
    budget.settle(held.day, held.ttlSeconds, held.budget, calls),
    held.output ? store.add(held.output.key, billedOutput - held.output.amount, held.ttlSeconds) : undefined,
    held.generations && refunded > 0 ? store.add(held.generations.key, -refunded, held.ttlSeconds) : undefined,
    held.slot ? store.releaseSlot(held.slot.key, held.slot.id).catch(() => undefined) : undefined,
  ]);
}
