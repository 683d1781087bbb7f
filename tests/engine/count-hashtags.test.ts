import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimits } from '../../engine/text-stats/check-limits.ts';
import { countHashtags } from '../../engine/text-stats/counts.ts';
import { readerText } from '../../engine/text-stats/reader-text.ts';

describe('countHashtags', () => {
  it('counts the tags a platform links, in any script, and nothing that only looks like one', () => {
    expect(countHashtags('Hashtags: #HomeYoga #Lisbon #yoga_at_home #2026Goals #café #東京カフェ #مصر')).toBe(7);
    expect(countHashtags('#2024 is a year, C# a language, issue#5 a link, &#39; an entity, ## two marks')).toBe(0);
    expect(countHashtags('#a#b')).toBe(1); // the platforms link the first; the second # is inside it
    expect(countHashtags('')).toBe(0);
  });

  it('does not count a Markdown heading or a numbered pick', () => {
    expect(countHashtags(readerText('## Copy-paste set\n#one #two\n\nTop pick: #1'))).toBe(2);
  });

  it('property: n tags of letters, separated by spaces or line breaks, count n', () => {
    const tag = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,20}$/).map((word) => `#${word}`);
    fc.assert(fc.property(fc.array(tag, { maxLength: 40 }), fc.constantFrom(' ', '\n', ' · '), (tags, gap) => countHashtags(tags.join(gap)) === tags.length));
  });

  it('a hashtag limit is over past its count, like the others', () => {
    const limit = { hashtags: 5, label: 'Instagram post' };
    expect(checkLimits([limit], { characters: 60, words: 6, hashtags: 5 })).toEqual([{ limit, unit: 'hashtags', count: 5, max: 5, over: false }]);
    expect(checkLimits([limit], { characters: 60, words: 6, hashtags: 6 })[0]?.over).toBe(true);
    expect(checkLimits([limit], { characters: 60, words: 6 })[0]?.count).toBe(0);
  });
});
