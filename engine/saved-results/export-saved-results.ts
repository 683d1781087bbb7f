import { isSavedResult, type SavedResult } from './saved-result.ts';

/** The JSON export of /history: a versioned envelope, so a later import can recognise it. */
export interface SavedResultsExport {
  format: 'ai-writing-tools/saved-results';
  version: 1;
  exportedAt: string;
  results: SavedResult[];
}

export function exportSavedResults(results: readonly SavedResult[], now: Date): string {
  const payload: SavedResultsExport = {
    format: 'ai-writing-tools/saved-results',
    version: 1,
    exportedAt: now.toISOString(),
    results: [...results].sort((a, b) => b.createdAt - a.createdAt),
  };
  return JSON.stringify(payload, null, 2);
}

/** Reads an export back; null when the text is not one. */
export function parseSavedResultsExport(text: string): SavedResultsExport | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.format !== 'ai-writing-tools/saved-results' || v.version !== 1 || !Array.isArray(v.results) || typeof v.exportedAt !== 'string') return null;
  if (!v.results.every(isSavedResult)) return null;
  return value as SavedResultsExport;
}

/** The export's file name, e.g. ai-writing-tools-history-2026-11-25.json. */
export function exportFileNameForHistory(now: Date): string {
  return `ai-writing-tools-history-${now.toISOString().slice(0, 10)}.json`;
}
