import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimits } from '../../engine/text-stats/check-limits.ts';

describe('checkLimits', () => {
  it('is over only past the limit', () => {
    const limit = { characters: 280, label: 'X post' };
    expect(checkLimits([limit], { characters: 280, words: 50 })).toEqual([{ limit, unit: 'characters', count: 280, max: 280, over: false }]);
    expect(checkLimits([limit], { characters: 281, words: 50 })[0]?.over).toBe(true);
    expect(checkLimits(undefined, { characters: 5, words: 1 })).toEqual([]);
  });

  it('checks both counts of a limit naming characters and words', () => {
    const checks = checkLimits([{ characters: 100, words: 10 }], { characters: 90, words: 12 });
    expect(checks.map((c) => [c.unit, c.over])).toEqual([['characters', false], ['words', true]]);
  });

  it('property: over is exactly count > max, one check per bound', () => {
    const limit = fc.record({ characters: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }), words: fc.integer({ min: 1, max: 500 }) });
    fc.assert(fc.property(fc.array(limit), fc.nat(6000), fc.nat(600), (limits, characters, words) => {
      const checks = checkLimits(limits, { characters, words });
      const bounds = limits.reduce((n, l) => n + 1 + (l.characters === undefined ? 0 : 1), 0);
      return checks.length === bounds && checks.every((c) => c.over === c.count > c.max);
    }));
  });
});
