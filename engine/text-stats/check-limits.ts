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

/** A per-option limit against every option of the result. */
export interface OptionLimitCheck {
  limit: Limit;
  unit: 'characters' | 'words';
  max: number;
  /** How many options the result has. */
  options: number;
  /** The options over the limit: 1-based number, as the result numbers them, and count. */
  overOptions: Array<{ number: number; count: number }>;
  over: boolean;
}

export interface ResultCounts {
  characters: number;
  words: number;
}

const UNITS = ['characters', 'words'] as const;

/**
 * Each manifest limit on the whole result against the result's counts. A limit naming both
 * characters and words yields one check for each, so the visitor sees which of the two the result
 * breaks. At the limit is within it; one over is over. Per-option limits: checkOptionLimits.
 */
export function checkLimits(limits: readonly Limit[] | undefined, counts: ResultCounts): LimitCheck[] {
  const checks: LimitCheck[] = [];
  for (const limit of limits ?? []) {
    if (limit.per === 'option') continue;
    for (const unit of UNITS) {
      const max = limit[unit];
      if (max === undefined) continue;
      checks.push({ limit, unit, count: counts[unit], max, over: counts[unit] > max });
    }
  }
  return checks;
}

/** Each per-option limit against each option's counts (resultOptions); none while the result has no option. */
export function checkOptionLimits(limits: readonly Limit[] | undefined, options: readonly ResultCounts[]): OptionLimitCheck[] {
  const checks: OptionLimitCheck[] = [];
  if (options.length === 0) return checks;
  for (const limit of limits ?? []) {
    if (limit.per !== 'option') continue;
    for (const unit of UNITS) {
      const max = limit[unit];
      if (max === undefined) continue;
      const overOptions = options.flatMap((counts, i) => (counts[unit] > max ? [{ number: i + 1, count: counts[unit] }] : []));
      checks.push({ limit, unit, max, options: options.length, overOptions, over: overOptions.length > 0 });
    }
  }
  return checks;
}
