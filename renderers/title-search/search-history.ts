/** Last searches, kept in this browser only (localStorage key below); the page offers a clear button. */
export const HISTORY_KEY = 'title-search-history';
const MAX_ENTRIES = 20;

export interface HistoryEntry {
  keyword: string;
  allintitle: number;
  allinurl: number;
  at: string;
}

export function readHistory(): HistoryEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as HistoryEntry[]).filter((e) => typeof e?.keyword === 'string') : [];
  } catch {
    return [];
  }
}

export function addToHistory(entries: HistoryEntry[]): HistoryEntry[] {
  const keywords = new Set(entries.map((e) => e.keyword.toLowerCase()));
  const next = [...entries, ...readHistory().filter((e) => !keywords.has(e.keyword.toLowerCase()))].slice(0, MAX_ENTRIES);
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the list just is not remembered
  }
  return next;
}

export function clearHistory(): void {
  try {
    localStorage.removeItem(HISTORY_KEY);
  } catch {
    // nothing to clear
  }
}
