import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateRevenue, fromQuery, toQuery } from '../../engine/calculator/youtube-revenue.ts';

const rpm = fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true })).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));
const views = fc.double({ min: 0, max: 1e8, noNaN: true });

describe('YouTube revenue estimate', () => {
  it('computes views ÷ 1000 × RPM per day, month and year', () => {
    const e = estimateRevenue(10_000, { min: 2, max: 5 });
    expect(e.daily).toEqual({ min: 20, max: 50 });
    expect(e.monthly.min).toBeCloseTo(608.33, 2);
    expect(e.yearly).toEqual({ min: 7300, max: 18250 });
  });

  it('property: zero views give zero', () => {
    fc.assert(fc.property(rpm, (r) => {
      const e = estimateRevenue(0, r);
      return [e.daily, e.monthly, e.yearly].every((x) => x.min === 0 && x.max === 0);
    }));
  });

  it('property: monotonic in views and in RPM, and min ≤ max', () => {
    fc.assert(
      fc.property(views, views, rpm, rpm, (v1, v2, r1, r2) => {
        const [lowV, highV] = v1 <= v2 ? [v1, v2] : [v2, v1];
        expect(estimateRevenue(lowV, r1).monthly.max).toBeLessThanOrEqual(estimateRevenue(highV, r1).monthly.max + 1e-9);
        const bigger = { min: Math.max(r1.min, r2.min), max: Math.max(r1.max, r2.max) };
        expect(estimateRevenue(v1, r1).yearly.min).toBeLessThanOrEqual(estimateRevenue(v1, bigger).yearly.min + 1e-9);
        const e = estimateRevenue(v1, r1);
        expect(e.daily.min).toBeLessThanOrEqual(e.daily.max);
      }),
    );
  });

  it('round-trips through the shareable query and rejects nonsense', () => {
    const input = { dailyViews: 25_000, rpm: { min: 3, max: 8 }, niche: 'education' as const };
    expect(fromQuery(toQuery(input))).toEqual(input);
    expect(fromQuery('?views=-5&rpmMin=abc&niche=<script>')).toEqual({ dailyViews: 10_000, rpm: { min: 1, max: 4 }, niche: 'general' });
  });
});
