import type { ToolManifest } from '../validation/generated/types.ts';

export type Limit = NonNullable<ToolManifest['limits']>[number];

export interface LimitCheck {
  limit: Limit;
  /** Which count the limit bounds. A limit with both checks characters here; see checkLimits. */
  unit: 'characters' | 'words';
  count: number;
  max: number;
  over: boolean;
}

export interface ResultCounts {
  characters: number;
  words: number;
}

/**
 * Each manifest limit against the result's counts. A limit naming both characters and words
 * yields one check for each, so the visitor sees which of the two the result breaks.
 * At the limit is within it; one over is over.
 */
export function checkLimits(limits: readonly Limit[] | undefined, counts: ResultCounts): LimitCheck[] {
  const checks: LimitCheck[] = [];
  for (const limit of limits ?? []) {
    for (const unit of ['characters', 'words'] as const) {
      const max = limit[unit];
      if (max === undefined) continue;
      checks.push({ limit, unit, count: counts[unit], max, over: counts[unit] > max });
    }
  }
  return checks;
}
