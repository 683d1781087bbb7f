import type { ToolEntry } from './types.ts';

/**
 * Home-page search (spec §5): case-insensitive substring match of the query
 * against each entry's title, the tool id or the description. A tool listed in
 * several categories appears once, as its first matching entry.
 */
export function searchTools(entries: readonly ToolEntry[], query: string): ToolEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const seen = new Set<string>();
  const results: ToolEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.tool.id)) continue;
    if (entryMatches(entry, needle)) {
      seen.add(entry.tool.id);
      results.push(entry);
    }
  }
  return results;
}

/** `needle` must already be trimmed and lower-cased. */
export function entryMatches(entry: ToolEntry, needle: string): boolean {
  return (
    entry.title.toLowerCase().includes(needle) ||
    entry.tool.id.toLowerCase().includes(needle) ||
    entry.tool.description.toLowerCase().includes(needle)
  );
}
