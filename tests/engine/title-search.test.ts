import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, titleResultsCsv, toCsv } from '../../engine/title-search/csv.ts';
import { keywordGoldenRatio, parseKeywords, titleLengthBand } from '../../engine/title-search/title-insights.ts';

describe('title search CSV', () => {
  it('has the spec columns and RFC 4180 quoting', () => {
    const csv = titleResultsCsv([{ title: 'Shoes, "best" ones', link: 'https://a.example/x' }]);
    expect(csv).toBe('Length,Title,Link\r\n18,"Shoes, ""best"" ones",https://a.example/x\r\n');
  });

  it('neutralises cells that would start a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutraliseFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutraliseFormula('Plain')).toBe('Plain');
  });

  it('property: any titles survive a round trip through a real CSV parser, and no cell starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string({ unit: 'grapheme', maxLength: 40 }), link: fc.webUrl() }), { maxLength: 10 }), (items) => {
        const rows = parse(titleResultsCsv(items), { relax_column_count: false, record_delimiter: '\r\n' }) as string[][];
        expect(rows[0]).toEqual(['Length', 'Title', 'Link']);
        expect(rows).toHaveLength(items.length + 1);
        items.forEach((item, i) => {
          const [length, title, link] = rows[i + 1]!;
          expect(Number(length)).toBe(item.title.length);
          expect(title).toBe(neutraliseFormula(item.title));
          expect(neutraliseFormula(item.title) === item.title ? title : title!.slice(1)).toBe(item.title);
          expect(link).toBe(neutraliseFormula(item.link));
          for (const cell of [title!, link!]) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
    );
  });

  it('neutralises a formula hidden behind whitespace, NBSP, a line feed, a zero-width space or a BOM', () => {
    for (const lead of [' ', '  ', '\u00a0', '\n', '\u200b', '\ufeff', ' \u00a0\u200b']) {
      for (const start of ['=', '+', '-', '@']) {
        const cell = `${lead}${start}HYPERLINK("http://x")`;
        expect(neutraliseFormula(cell)).toBe(`'${cell}`);
      }
    }
    expect(neutraliseFormula(' plain text')).toBe(' plain text');
  });

  it('property: after any invisible or blank prefix, a formula character never starts the visible cell', () => {
    const invisible = fc.constantFrom(' ', '\u00a0', '\n', '\r', '\t', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u3000', '\u2028');
    fc.assert(
      fc.property(fc.array(invisible, { maxLength: 5 }), fc.constantFrom('=', '+', '-', '@'), fc.string({ maxLength: 20 }), (prefix, start, rest) => {
        const cell = `${prefix.join('')}${start}${rest}`;
        expect(neutraliseFormula(cell).startsWith("'")).toBe(true);
        const [parsed] = parse(toCsv([[cell]]), { record_delimiter: '\r\n' }) as string[][];
        expect(parsed![0]!.startsWith("'")).toBe(true);
      }),
    );
  });

  it('writes numbers as numbers', () => {
    expect(toCsv([[-5, '-5']])).toBe("-5,'-5\r\n");
  });
});

describe('title insights', () => {
  it('colours title lengths by the badge thresholds', () => {
    expect([44, 45, 60, 61, 70, 71].map(titleLengthBand)).toEqual(['yellow', 'green', 'green', 'orange', 'orange', 'red']);
  });

  it('computes KGR with its zones', () => {
    expect(keywordGoldenRatio(25, 100)).toEqual({ ratio: 0.25, zone: 'good' });
    expect(keywordGoldenRatio(100, 100)).toEqual({ ratio: 1, zone: 'moderate' });
    expect(keywordGoldenRatio(101, 100)?.zone).toBe('hard');
    expect(keywordGoldenRatio(5, 0)).toBeNull();
  });

  it('parses keywords one per line, dropping blanks and repeats', () => {
    expect(parseKeywords(' running  shoes \n\nRunning Shoes\nboots\r\n')).toEqual(['running shoes', 'boots']);
  });
});
