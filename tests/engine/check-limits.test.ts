import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applicableLimits, checkLimits, type Limit } from '../../engine/text-stats/check-limits.ts';

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

  describe('applicableLimits', () => {
    const always: Limit = { characters: 5000, label: 'Always' };
    const tiktok: Limit = { characters: 80, per: 'option', label: 'TikTok bio', when: { field: 'platform', is: ['TikTok'] } };
    const instagram: Limit = { characters: 150, per: 'option', label: 'Instagram bio', when: { field: 'platform', is: ['Instagram', 'Threads'], orEmpty: true } };
    const limits = [always, tiktok, instagram];

    it('keeps the limits of the platform picked, and the default one for a field left empty', () => {
      expect(applicableLimits(limits, { platform: 'TikTok' })).toEqual([always, tiktok]);
      expect(applicableLimits(limits, { platform: 'Threads' })).toEqual([always, instagram]);
      expect(applicableLimits(limits, { platform: '  ' })).toEqual([always, instagram]);
      expect(applicableLimits(limits, {})).toEqual([always, instagram]);
      expect(applicableLimits(limits, undefined)).toEqual([always, instagram]);
      expect(applicableLimits(limits, { platform: 'LinkedIn' })).toEqual([always]);
      expect(applicableLimits(undefined, { platform: 'TikTok' })).toEqual([]);
    });

    it('property: a limit without when always applies; one with when, exactly when its field holds one of its values', () => {
      const value = fc.constantFrom('', 'A', 'B', 'C');
      const when = fc.record({ field: fc.constantFrom('f', 'g'), is: fc.uniqueArray(fc.constantFrom('A', 'B', 'C'), { minLength: 1 }), orEmpty: fc.boolean() });
      const limit = fc.record({ characters: fc.integer({ min: 1, max: 500 }), when: fc.option(when, { nil: undefined }) });
      fc.assert(fc.property(fc.array(limit), fc.record({ f: value, g: value }), (list, fields) => {
        const kept = applicableLimits(list as Limit[], fields);
        return list.every((l) => {
          const applies = !l.when || (fields[l.when.field as 'f' | 'g'] === '' ? l.when.orEmpty : (l.when.is as string[]).includes(fields[l.when.field as 'f' | 'g']));
          return kept.includes(l as Limit) === applies;
        });
      }));
    });
  });
});
