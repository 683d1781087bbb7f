import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceView, type AllowanceWords } from '../../engine/usage/allowance.ts';

// A localized page passes the line's sentences in its language: the line then says exactly those,
// with the same numbers, tone and offer as the English line.
const tagged: AllowanceWords = {
  leftToday: (remaining, limit) => `left:${remaining}/${limit}`,
  usedUp: (limit, time) => `used:${limit}@${time}`,
  versionsNeed: (versions, remaining) => `need:${versions}>${remaining}`,
};

const quotas = fc
  .integer({ min: 1, max: 500 })
  .chain((limit) => fc.record({ limit: fc.constant(limit), remaining: fc.integer({ min: 0, max: limit }), resetAt: fc.date({ noInvalidDate: true }) }));

describe('allowance line in another language', () => {
  it('says the given sentences with the same numbers, tone and offer as the English line', () => {
    fc.assert(
      fc.property(quotas, fc.integer({ min: 1, max: 3 }), (quota, versions) => {
        const formatTime = (d: Date) => d.toISOString();
        const english = allowanceView(quota, { versions, formatTime });
        const local = allowanceView(quota, { versions, formatTime, words: tagged });
        if (english === null) {
          expect(local).toBeNull();
          return;
        }
        expect({ ...local, text: '' }).toEqual({ ...english, text: '' });
        const expected =
          quota.remaining === 0
            ? `used:${quota.limit}@${formatTime(quota.resetAt)}`
            : quota.remaining < versions
              ? `need:${versions}>${quota.remaining}`
              : `left:${quota.remaining}/${quota.limit}`;
        expect(local?.text).toBe(expected);
      }),
    );
  });

  it('keeps the gateway refusal as it came, whatever the words', () => {
    const quota = { limit: 50, remaining: 2, resetAt: new Date(0) };
    expect(allowanceView(quota, { versions: 3, refusal: 'Refused.', formatTime: String, words: tagged })).toEqual({ text: 'Refused.', tone: 'out', offer: 2 });
  });
});
