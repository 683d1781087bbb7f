import { describe, expect, it } from 'vitest';
import { failures, formatTable, median, medianRun, type PageFigures } from '../../scripts/lib/lighthouse-table.ts';

const good: PageFigures = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 40, cls: 0.01 };

describe('lighthouse table and gate', () => {
  it('takes the median of an odd and an even number of values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('reports the run with the median performance score, whole', () => {
    const runs = [
      { ...good, performance: 80, lcpMs: 3000 },
      { ...good, performance: 97, lcpMs: 1600 },
      { ...good, performance: 91, lcpMs: 2100 },
    ];
    expect(medianRun(runs)).toEqual(runs[2]);
  });

  it('passes a page at the thresholds and names every figure that misses them', () => {
    expect(failures({ ...good, performance: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 })).toEqual([]);
    expect(failures({ performance: 94, accessibility: 99, bestPractices: 96, seo: 92, lcpMs: 2010, tbtMs: 101, cls: 0.021 })).toEqual([
      'performance 94 < 95',
      'accessibility 99 < 100',
      'best practices 96 < 100',
      'SEO 92 < 100',
      'LCP 2.01 s > 2 s',
      'TBT 101 ms > 100 ms',
      'CLS 0.021 > 0.02',
    ]);
  });

  it('judges only the untimed thresholds when asked: accessibility, best practices, SEO, CLS', () => {
    const slowHost = { ...good, performance: 70, lcpMs: 2500, tbtMs: 900 };
    expect(failures(slowHost, 'untimed')).toEqual([]);
    expect(failures({ ...slowHost, accessibility: 98, cls: 0.03 }, 'untimed')).toEqual(['accessibility 98 < 100', 'CLS 0.030 > 0.02']);
    expect(failures(slowHost)).toEqual(['performance 70 < 95', 'LCP 2.50 s > 2 s', 'TBT 900 ms > 100 ms']);
  });

  it('prints the issue table', () => {
    expect(formatTable([{ path: '/', figures: good }])).toBe(
      [
        '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        '| `/` | 98 | 100 | 100 | 100 | 1.50 s | 40 ms | 0.010 |',
      ].join('\n'),
    );
  });
});
