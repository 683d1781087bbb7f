import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../engine/format/format-count.ts';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12000)).toBe('12,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-4200)).toBe('-4,200');
  });

  it('reads exactly as toLocaleString("en") for whole numbers', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === n.toLocaleString('en')));
  });
});
