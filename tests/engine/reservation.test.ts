import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reserveBelow } from '../../engine/usage/counter.ts';
import type { ModelPrice } from '../../engine/usage/model-prices.ts';
import { billedAmount, estimateUsage, reservationAmount, type BudgetUnits } from '../../engine/usage/reservation.ts';

describe('reserveBelow (the rule of a budget reservation)', () => {
  it('property: with any interleaving of reservations and settlements, the billed total stays under the limit plus one reservation', () => {
    // Each request reserves `reserved` and later settles to `billed` (at most what it reserved); the order of steps is random.
    const request = fc.integer({ min: 0, max: 500 }).chain((reserved) => fc.record({ reserved: fc.constant(reserved), billed: fc.integer({ min: 0, max: reserved }) }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.array(request, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 200 }), (limit, requests, order) => {
        let counter = 0;
        let billed = 0;
        const pending = [...requests.keys()];
        const running: number[] = [];
        for (const pick of order) {
          // Even picks admit the next request, odd ones settle a running one.
          if (pick % 2 === 0 && pending.length > 0) {
            const i = pending.shift()!;
            const before = counter;
            const r = reserveBelow(counter, requests[i]!.reserved, limit);
            expect(r.ok).toBe(before < limit);
            counter = r.value;
            if (r.ok) running.push(i);
          } else if (running.length > 0) {
            const i = running.splice(pick % running.length, 1)[0]!;
            counter += requests[i]!.billed - requests[i]!.reserved;
            billed += requests[i]!.billed;
          }
        }
        for (const i of running) billed += requests[i]!.billed;
        const largest = Math.max(0, ...requests.map((q) => q.reserved));
        expect(billed).toBeLessThanOrEqual(limit + largest);
      }),
    );
  });

  it('takes a reservation larger than what is left while below the limit, and nothing at or above it', () => {
    expect(reserveBelow(9_999, 5_000, 10_000)).toEqual({ ok: true, value: 14_999 });
    expect(reserveBelow(10_000, 1, 10_000)).toEqual({ ok: false, value: 10_000 });
    expect(reserveBelow(10_000, 1, 0)).toEqual({ ok: true, value: 10_001 });
  });
});

describe('what a request reserves', () => {
  const price = fc.record({ inputPerMillion: fc.double({ min: 0, max: 1000, noNaN: true }), outputPerMillion: fc.double({ min: 0, max: 1000, noNaN: true }) });
  const units: BudgetUnits[] = [
    { limit: 1, unit: 'tokens' },
    { limit: 1, unit: 'usd' },
  ];

  it('property: never less than what any of the models that may answer bills for a usage within the estimate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 8192 }),
        fc.integer({ min: 1, max: 3 }),
        price,
        price,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (chars, cap, versions, primary: ModelPrice, fallback: ModelPrice, inShare, outShare, byFallback) => {
          const estimate = estimateUsage(chars, cap, versions);
          const prices = new Map([
            ['primary', primary],
            ['fallback', fallback],
          ]);
          const used = { inputTokens: Math.floor(estimate.inputTokens * inShare), outputTokens: Math.floor(estimate.outputTokens * outShare) };
          for (const u of units) {
            const reserved = reservationAmount(u, estimate, ['primary', 'fallback'], prices);
            expect(billedAmount(u, [{ model: byFallback ? 'fallback' : 'primary', usage: used }], prices)).toBeLessThanOrEqual(reserved);
          }
        },
      ),
    );
  });

  it('prices each call as the model that answered it', () => {
    const prices = new Map([
      ['cheap', { inputPerMillion: 1, outputPerMillion: 1 }],
      ['dear', { inputPerMillion: 100, outputPerMillion: 100 }],
    ]);
    const usd: BudgetUnits = { limit: 1, unit: 'usd' };
    const usage = { inputTokens: 1000, outputTokens: 1000 };
    expect(billedAmount(usd, [{ model: 'cheap', usage }], prices)).toBe(2_000_000);
    expect(billedAmount(usd, [{ model: 'dear', usage }], prices)).toBe(200_000_000);
    expect(billedAmount(usd, [{ model: 'cheap', usage }, { model: 'dear', usage }], prices)).toBe(202_000_000);
    expect(reservationAmount(usd, usage, ['cheap', 'dear'], prices)).toBe(200_000_000);
    expect(reservationAmount({ limit: 0, unit: 'tokens' }, usage, ['cheap'], prices)).toBe(0);
  });
});
