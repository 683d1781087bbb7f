import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLimits, checkOptionLimits } from '../../engine/text-stats/check-limits.ts';
import { optionCounts, resultOptionLists, resultOptions } from '../../engine/text-stats/result-options.ts';

describe('resultOptions', () => {
  it('takes each top-level list item, without its marker, and leaves out text around the list', () => {
    const answer = 'Here are your titles:\n\n1. How I Built a Cabin for $500\n2. Cabin Build: Day One\n3) The Tiny Cabin\n\nTop pick: #1 – it names the budget.';
    expect(resultOptions(answer)).toEqual(['How I Built a Cabin for $500', 'Cabin Build: Day One', 'The Tiny Cabin']);
    expect(resultOptions('- first\n* second\n+ third')).toEqual(['first', 'second', 'third']);
  });

  it('keeps an option’s continuation lines and paragraphs, and loose lists', () => {
    expect(resultOptions('1. First line\n   second line\n\n   its second paragraph\n\n2. Next')).toEqual(['First line\nsecond line\n\nits second paragraph', 'Next']);
    expect(resultOptions('1. One\nlazy line\n2. Two')).toEqual(['One\nlazy line', 'Two']);
  });

  it('leaves out a bold style name at an option’s start, not a title that is all bold', () => {
    const replies = '1. **One-liner:** Love this.\n2. **Adds a point** – Also think of X.\n3. **Question**\n   Why now?\n4. **The Whole Title In Bold**';
    expect(resultOptions(replies)).toEqual(['Love this.', 'Also think of X.', 'Why now?', '**The Whole Title In Bold**']);
  });

  it('leaves out a count the model wrote after an option, in any of its words for characters, and nothing else in brackets', () => {
    const metas = '1. Compare 40 hiking boots by fit and grip. (43 characters)\n2. Botas de montaña (18 caracteres)\n3. 登山靴を比較（5文字）\n4. Buy the 3-pack (3 pack)\n5. (160 characters)';
    expect(resultOptions(metas)).toEqual(['Compare 40 hiking boots by fit and grip.', 'Botas de montaña', '登山靴を比較', 'Buy the 3-pack (3 pack)', '(160 characters)']);
  });

  it('property: a count note after any option is not part of it', () => {
    const line = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.!?'$#()-]{0,60}$/).filter((s) => s.trim() !== '' && !/^\d/.test(s) && !/\(\s*\d+\s*\p{L}+\s*\)\s*$/u.test(s));
    const note = fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.constantFrom('characters', 'Characters', 'chars', 'caractères', 'Zeichen', '文字')).map(([n, word]) => ` (${n} ${word})`);
    fc.assert(
      fc.property(fc.array(fc.tuple(line, fc.option(note, { nil: undefined })), { minLength: 1, maxLength: 8 }), (items) => {
        const withNotes = resultOptions(items.map(([o, n], i) => `${i + 1}. ${o}${n ?? ''}`).join('\n'));
        const without = resultOptions(items.map(([o], i) => `${i + 1}. ${o}`).join('\n'));
        expect(withNotes).toEqual(without);
      }),
    );
  });

  it('separates lists at any other text, a heading included, and a heading never continues an option', () => {
    const ads = '### Headlines\n1. Home Gym, Delivered (19 characters)\n2. Train at Home Today\n### Descriptions\n1. A full home gym each month. (29 characters)\n2. Cancel any time.\n\nTop pick: headline 1';
    expect(resultOptionLists(ads)).toEqual([['Home Gym, Delivered', 'Train at Home Today'], ['A full home gym each month.', 'Cancel any time.']]);
    expect(resultOptions(ads)).toHaveLength(4);
    // One list, loose or tight, whatever its numbers.
    expect(resultOptionLists('1. One\n\n2. Two\n\n7. Three')).toEqual([['One', 'Two', 'Three']]);
  });

  it('finds no option in a result that is not a list', () => {
    expect(resultOptions('Just one paragraph.\n\nAnd another.')).toEqual([]);
    expect(resultOptions('')).toEqual([]);
  });

  it('property: the options written as a numbered list, between any intro and outro, come back as written', () => {
    const line = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.!?'$#-]{0,60}$/).filter((s) => s.trim() !== '' && !/^\d/.test(s));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), fc.option(line, { nil: undefined }), fc.option(line, { nil: undefined }), fc.boolean(), (options, intro, outro, loose) => {
        const list = options.map((o, i) => `${i + 1}. ${o}`).join(loose ? '\n\n' : '\n');
        const answer = [intro, list, outro].filter((part) => part !== undefined).join('\n\n');
        expect(resultOptions(answer)).toEqual(options.map((o) => o.trim()));
      }),
    );
  });
});

describe('per-option limits on one list', () => {
  const headline = { characters: 30, per: 'option' as const, list: 1, label: 'Google Ads headline' };
  const description = { characters: 90, per: 'option' as const, list: 2, label: 'Google Ads description' };

  it('holds each list to its own cap and numbers the options within their list', () => {
    const answer = `### Headlines\n1. ${'H'.repeat(30)}\n2. ${'H'.repeat(31)}\n\n### Descriptions\n1. ${'D'.repeat(31)}\n2. ${'D'.repeat(91)}`;
    const checks = checkOptionLimits([headline, description], optionCounts(answer, 'en'));
    expect(checks.map((c) => [c.limit.label, c.options, c.overOptions])).toEqual([
      ['Google Ads headline', 2, [{ number: 2, count: 31 }]],
      ['Google Ads description', 2, [{ number: 2, count: 91 }]],
    ]);
  });

  it('checks nothing for a list the result does not have', () => {
    expect(checkOptionLimits([description], optionCounts('1. Only headlines\n2. Here', 'en'))).toEqual([]);
  });
});

describe('per-option limits', () => {
  const titles = { characters: 100, per: 'option' as const, label: 'YouTube title' };

  it('names each option over the limit by its number, and counts as the reader sees it (no Markdown marks)', () => {
    const long = 'A'.repeat(101);
    const counts = optionCounts(`1. Short title\n2. ${long}\n3. **${'B'.repeat(100)}**`, 'en');
    expect(counts.map((c) => c.characters)).toEqual([11, 101, 100]);
    expect(checkOptionLimits([titles], counts)).toEqual([{ limit: titles, unit: 'characters', max: 100, options: 3, overOptions: [{ number: 2, count: 101 }], over: true }]);
  });

  it('is not a limit on the whole result, and a whole-result limit is not checked per option', () => {
    const counts = [{ characters: 90, words: 10 }, { characters: 95, words: 11 }];
    expect(checkLimits([titles], { characters: 185, words: 21 })).toEqual([]);
    expect(checkOptionLimits([{ characters: 100, label: 'YouTube description' }], counts)).toEqual([]);
    expect(checkOptionLimits([titles], counts)[0]).toMatchObject({ options: 2, overOptions: [], over: false });
  });

  it('says nothing while the result has no option yet', () => {
    expect(checkOptionLimits([titles], [])).toEqual([]);
  });

  it('property: the options over are exactly those past the limit, numbered from 1', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(300), { minLength: 1, maxLength: 15 }), fc.integer({ min: 1, max: 280 }), (lengths, max) => {
        const [check] = checkOptionLimits([{ characters: max, per: 'option' }], lengths.map((characters) => ({ characters, words: 1 })));
        expect(check?.overOptions).toEqual(lengths.flatMap((n, i) => (n > max ? [{ number: i + 1, count: n }] : [])));
        expect(check?.over).toBe(lengths.some((n) => n > max));
      }),
    );
  });
});

describe('limits counted as X counts', () => {
  const reply = { characters: 280, per: 'option' as const, counting: 'x' as const, label: 'X reply, as X counts' };

  it('a Japanese reply of 150 characters fits as read but not on X (each counts 2 there)', () => {
    const japanese = 'あ'.repeat(150);
    const counts = optionCounts(`1. **Witty:** ${japanese}
2. **Short:** Fine by me.`, 'ja', { asX: true });
    expect(counts.map((c) => [c.characters, c.xCharacters])).toEqual([[150, 300], [11, 11]]);
    expect(checkOptionLimits([reply], counts)[0]).toMatchObject({ overOptions: [{ number: 1, count: 300 }], over: true });
    // The same limit counted as read lets it through: why X's count is needed.
    expect(checkOptionLimits([{ ...reply, counting: 'as-read' }], counts)[0]).toMatchObject({ over: false });
  });

  it('a link counts 23 on X whatever its length, and the Markdown around it not at all', () => {
    const [counts] = optionCounts(`1. Read [this](https://example.com/${'a'.repeat(300)}) first`, 'en', { asX: true });
    expect(counts?.xCharacters).toBe('Read this first'.length);
    const [bare] = optionCounts(`1. Read https://example.com/${'a'.repeat(300)} first`, 'en', { asX: true });
    expect(bare?.xCharacters).toBe('Read  first'.length + 23);
  });

  it('a whole-result limit counted as X uses the X count, and falls back to the characters without one', () => {
    const post = { characters: 280, counting: 'x' as const, label: 'X post' };
    expect(checkLimits([post], { characters: 200, words: 30, xCharacters: 300 })).toMatchObject([{ count: 300, over: true }]);
    expect(checkLimits([post], { characters: 200, words: 30 })).toMatchObject([{ count: 200, over: false }]);
  });
});
