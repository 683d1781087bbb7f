import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOptionLimits } from '../../engine/text-stats/check-limits.ts';
import { countCharacters } from '../../engine/text-stats/counts.ts';
import { doubleWidthLength } from '../../engine/text-stats/double-width-length.ts';
import { optionCounts } from '../../engine/text-stats/result-options.ts';

describe('doubleWidthLength (Google Ads)', () => {
  it('counts Chinese, Japanese, Korean and full-width characters twice, the rest once', () => {
    expect(doubleWidthLength('Home gym')).toBe(8);
    expect(doubleWidthLength('自宅ジム')).toBe(8);
    expect(doubleWidthLength('홈짐 2026')).toBe(9);
    expect(doubleWidthLength('ＡＢＣ、。')).toBe(10); // full-width letters and CJK punctuation
    expect(doubleWidthLength('ｼﾞﾑ')).toBe(3); // half-width katakana are narrow
    expect(doubleWidthLength('Café')).toBe(4);
  });

  it('property: text without double-width characters counts as read; each kanji or kana adds one', () => {
    const narrow = fc.stringMatching(/^[ -~À-ɏ]{0,40}$/);
    const wide = fc.array(fc.constantFrom('日', '本', 'ジ', 'ム', '한', '글', '、'), { maxLength: 20 });
    fc.assert(fc.property(narrow, wide, (latin, cjk) => doubleWidthLength(latin + cjk.join('')) === countCharacters(latin) + 2 * cjk.length));
  });

  it('a Japanese headline of 19 characters is 38 against Google Ads’ 30', () => {
    const headline = { characters: 30, per: 'option' as const, counting: 'double-width' as const };
    const counts = optionCounts('1. 自宅で本格トレーニングを始めよう今すぐ\n2. Home gym, delivered', 'ja', { asWide: true });
    expect(checkOptionLimits([headline], counts)[0]?.overOptions).toEqual([{ number: 1, count: 38 }]);
  });
});
