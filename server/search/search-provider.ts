import type { TitleResult } from '../../engine/title-search/csv.ts';

export interface QueryResult {
  total: number;
  items: TitleResult[];
}

export interface TitleSearchResult {
  allintitle: QueryResult;
  allinurl: QueryResult;
}

/** One search backend. Adding a provider is one file implementing this and one line in createSearchProvider. */
export interface SearchProvider {
  readonly name: string;
  /** Runs the 'allintitle:' and 'allinurl:' queries for one keyword, 10 results each. */
  titleAndUrl(keyword: string, signal: AbortSignal): Promise<TitleSearchResult>;
}

/** A failure whose message may be shown to the visitor as is. */
export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 503 | 504 = 502,
    /** For the log: the provider's status or reason code (never its wording, which may quote the query). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

export const RESULTS_PER_QUERY = 10;

export async function fetchJson(url: string, signal: AbortSignal): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: null };
  }
}
