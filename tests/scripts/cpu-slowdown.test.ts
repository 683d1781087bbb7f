import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/lib/cpu-slowdown.ts';

describe('cpuSlowdownFor (Lighthouse calculator)', () => {
  it('gives Lighthouse’s default 4x on the host it was chosen for, and the calculator’s anchors', () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(50)).toBe(1);
  });

  it('a 2-core CI host (index 1178) gets about 2.8x', () => {
    expect(cpuSlowdownFor(1178)).toBeCloseTo(2.76, 2);
  });

  it('never decreases as the host gets faster, and is continuous at the brackets', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (a, d) => {
        expect(cpuSlowdownFor(a + d)).toBeGreaterThanOrEqual(cpuSlowdownFor(a));
      }),
    );
    expect(cpuSlowdownFor(1299.999)).toBeCloseTo(3, 3);
    expect(cpuSlowdownFor(799.999)).toBeCloseTo(2, 3);
  });

  it('refuses a missing index rather than guessing', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmark index/);
  });
});
