import { SEARCH_SYNONYMS, synonymToolIds } from './search-synonyms.ts';
import type { ToolEntry } from './types.ts';

/** How well an entry matches: lower is better. Title (or id) first, then keywords/synonyms, then description. */
export const RANK = { title: 0, keyword: 1, description: 2 } as const;

/**
 * Home-page search: case-insensitive substring match of the query
 * against each entry's title, tool id, manifest keywords and description, plus the
 * synonym table. Results are ranked title > keywords > description, catalogue order
 * within a rank (a stable sort). A tool listed in several categories appears once, as
 * its best-ranked entry.
 */
export function searchTools(
  entries: readonly ToolEntry[],
  query: string,
  synonyms: Readonly<Record<string, readonly string[]>> = SEARCH_SYNONYMS,
): ToolEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const synonymIds = synonymToolIds(needle, synonyms);
  const best = new Map<string, { entry: ToolEntry; rank: number; order: number }>();
  entries.forEach((entry, order) => {
    const rank = matchRank(entry, needle, synonymIds);
    if (rank === null) return;
    const previous = best.get(entry.tool.id);
    if (!previous || rank < previous.rank) best.set(entry.tool.id, { entry, rank, order: previous?.order ?? order });
  });
  return [...best.values()].sort((a, b) => a.rank - b.rank || a.order - b.order).map((m) => m.entry);
}

/** `needle` must already be trimmed and lower-cased. Null when the entry does not match. */
export function matchRank(entry: ToolEntry, needle: string, synonymIds: ReadonlySet<string> = new Set()): number | null {
  if (entry.title.toLowerCase().includes(needle) || entry.tool.id.toLowerCase().includes(needle)) return RANK.title;
  if (synonymIds.has(entry.tool.id) || (entry.tool.keywords ?? []).some((k) => k.toLowerCase().includes(needle))) return RANK.keyword;
  if (entry.tool.description.toLowerCase().includes(needle)) return RANK.description;
  return null;
}

/** `needle` must already be trimmed and lower-cased. True when the entry's own text matches. */
export function entryMatches(entry: ToolEntry, needle: string): boolean {
  return matchRank(entry, needle) !== null;
}
