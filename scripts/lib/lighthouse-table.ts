/** One Lighthouse run of one page, reduced to the figures the gate looks at. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  cls: number;
}

/** The Lighthouse gate's thresholds: every page, mobile, median of the runs. */
export const THRESHOLDS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
} as const;

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The median run, chosen by performance score (as Lighthouse's own
 * computeMedianRun does), so the figures in a row come from one real run
 * rather than mixing metrics from different runs.
 */
export function medianRun(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('no runs');
  const target = median(runs.map((r) => r.performance));
  return [...runs].sort((a, b) => Math.abs(a.performance - target) - Math.abs(b.performance - target) || a.lcpMs - b.lcpMs)[0] as PageFigures;
}

/**
 * Which thresholds to judge: `all`, or `untimed` (accessibility, best practices, SEO and CLS, which
 * do not depend on how fast the host's CPU is at the moment). The timed ones (performance score,
 * LCP, TBT) are simulated from the CPU time observed on the host, so on a shared 2-core machine they
 * move with its speed and its neighbours: there, `/faq`, a page of text, measured TBT 3,004 ms at the
 * CPU slowdown the host's benchmark index gave (6.09x), and that index read 1,192 to 2,626 on one host.
 */
export type ThresholdScope = 'all' | 'untimed';

/** Reasons a page misses the thresholds of `scope` (empty when it passes). */
export function failures(f: PageFigures, scope: ThresholdScope = 'all'): string[] {
  const out: string[] = [];
  const timed = scope === 'all';
  if (timed && f.performance < THRESHOLDS.performance) out.push(`performance ${f.performance} < ${THRESHOLDS.performance}`);
  if (f.accessibility < THRESHOLDS.accessibility) out.push(`accessibility ${f.accessibility} < ${THRESHOLDS.accessibility}`);
  if (f.bestPractices < THRESHOLDS.bestPractices) out.push(`best practices ${f.bestPractices} < ${THRESHOLDS.bestPractices}`);
  if (f.seo < THRESHOLDS.seo) out.push(`SEO ${f.seo} < ${THRESHOLDS.seo}`);
  if (timed && f.lcpMs > THRESHOLDS.lcpMs) out.push(`LCP ${(f.lcpMs / 1000).toFixed(2)} s > ${THRESHOLDS.lcpMs / 1000} s`);
  if (timed && f.tbtMs > THRESHOLDS.tbtMs) out.push(`TBT ${Math.round(f.tbtMs)} ms > ${THRESHOLDS.tbtMs} ms`);
  if (f.cls > THRESHOLDS.cls) out.push(`CLS ${f.cls.toFixed(3)} > ${THRESHOLDS.cls}`);
  return out;
}

/** The Markdown table printed by `npm run lighthouse` (and pasted into issues). */
export function formatTable(rows: Array<{ path: string; figures: PageFigures }>): string {
  const lines = [
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { path, figures: f } of rows) {
    lines.push(
      `| \`${path}\` | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.lcpMs / 1000).toFixed(2)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} |`,
    );
  }
  return lines.join('\n');
}
