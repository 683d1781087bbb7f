import type { SavedResult } from './saved-result.ts';

export interface SavedResultsQuery {
  /** Words that must all appear (any case) in the request, the output, a field or a version. */
  text?: string;
  /** Only this tool's results. */
  toolId?: string;
}

function haystack(r: SavedResult): string {
  return [r.toolTitle, r.input, r.output, ...Object.values(r.fields ?? {}), ...(r.variants ?? [])].join('\n').toLowerCase();
}

/** The results matching the query, newest first. */
export function searchSavedResults(results: readonly SavedResult[], query: SavedResultsQuery): SavedResult[] {
  const words = (query.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return results
    .filter((r) => !query.toolId || r.toolId === query.toolId)
    .filter((r) => {
      if (words.length === 0) return true;
      const text = haystack(r);
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

/** The tools present in the results, for the filter: id and title, sorted by title. */
export function toolsInResults(results: readonly SavedResult[]): Array<{ id: string; title: string }> {
  const byId = new Map<string, string>();
  for (const r of results) if (!byId.has(r.toolId)) byId.set(r.toolId, r.toolTitle);
  return [...byId].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
