import type { ToolManifest } from '../validation/generated/types.ts';

export type Limit = NonNullable<ToolManifest['limits']>[number];

export interface LimitCheck {
  limit: Limit;
  /** Which count the limit bounds. A limit with several yields one check for each; see checkLimits. */
  unit: LimitUnit;
  count: number;
  max: number;
  over: boolean;
}

/** A per-option limit against every option of the result. */
export interface OptionLimitCheck {
  limit: Limit;
  unit: LimitUnit;
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
  /** The hashtags (countHashtags), for a limit on them; none counted: 0. */
  hashtags?: number;
  /** The characters as X counts them (xWeightedLength), for a limit with counting 'x'. */
  xCharacters?: number;
  /** The characters with double-width ones counted twice (doubleWidthLength), for counting 'double-width'. */
  wideCharacters?: number;
  /** An option's list in the result, from 1 (optionCounts), for a limit on one list. */
  list?: number;
}

const UNITS = ['characters', 'words', 'hashtags'] as const;
export type LimitUnit = (typeof UNITS)[number];

/** The count a limit bounds: characters as the limit counts them (as read, or as X counts), or words. */
function countFor(limit: Limit, unit: LimitUnit, counts: ResultCounts): number {
  if (unit === 'characters' && limit.counting === 'x') return counts.xCharacters ?? counts.characters;
  if (unit === 'characters' && limit.counting === 'double-width') return counts.wideCharacters ?? counts.characters;
  return counts[unit] ?? 0;
}

/** Whether any of the limits counts characters as X does (the caller then counts xCharacters). */
export function countsAsX(limits: readonly Limit[] | undefined): boolean {
  return limits?.some((limit) => limit.counting === 'x') ?? false;
}

/** Whether any of the limits counts double-width characters twice (the caller then counts wideCharacters). */
export function countsDoubleWidth(limits: readonly Limit[] | undefined): boolean {
  return limits?.some((limit) => limit.counting === 'double-width') ?? false;
}

/**
 * Each manifest limit on the whole result against the result's counts. A limit naming several
 * counts (characters and words) yields one check for each, so the visitor sees which the result
 * breaks. At the limit is within it; one over is over. Per-option limits: checkOptionLimits.
 */
export function checkLimits(limits: readonly Limit[] | undefined, counts: ResultCounts): LimitCheck[] {
  const checks: LimitCheck[] = [];
  for (const limit of limits ?? []) {
    if (limit.per === 'option') continue;
    for (const unit of UNITS) {
      const max = limit[unit];
      if (max === undefined) continue;
      const count = countFor(limit, unit, counts);
      checks.push({ limit, unit, count, max, over: count > max });
    }
  }
  return checks;
}

/**
 * Each per-option limit against each option's counts (optionCounts): all the options, or with `list`
 * those of that list only, numbered within it. None for a limit while it has no option to check.
 */
export function checkOptionLimits(limits: readonly Limit[] | undefined, options: readonly ResultCounts[]): OptionLimitCheck[] {
  const checks: OptionLimitCheck[] = [];
  for (const limit of limits ?? []) {
    if (limit.per !== 'option') continue;
    const bounded = limit.list === undefined ? options : options.filter((counts) => counts.list === limit.list);
    if (bounded.length === 0) continue;
    for (const unit of UNITS) {
      const max = limit[unit];
      if (max === undefined) continue;
      const overOptions = bounded.flatMap((counts, i) => {
        const count = countFor(limit, unit, counts);
        return count > max ? [{ number: i + 1, count }] : [];
      });
      checks.push({ limit, unit, max, options: bounded.length, overOptions, over: overOptions.length > 0 });
    }
  }
  return checks;
}

/**
 * The limits that apply to a result made from these field values: every limit without `when`,
 * and each one whose select field had one of its values (or, with `orEmpty`, was left empty).
 * A platform picked in the form picks its cap (a TikTok bio 80 characters, an Instagram one 150).
 */
export function applicableLimits(limits: readonly Limit[] | undefined, fields: Readonly<Record<string, string | number>> | undefined): Limit[] {
  return (limits ?? []).filter((limit) => {
    if (!limit.when) return true;
    const value = fields?.[limit.when.field];
    const text = value === undefined ? '' : String(value).trim();
    return text === '' ? limit.when.orEmpty === true : limit.when.is.includes(text);
  });
}
