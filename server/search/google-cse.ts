import { SEARCH_MESSAGES } from '../../engine/title-search/search-messages.ts';
import { fetchJson, RESULTS_PER_QUERY, SearchError, type QueryResult, type SearchProvider, type TitleSearchResult } from './search-provider.ts';

export interface GooglePair {
  key: string;
  engineId: string;
}

interface CseResponse {
  searchInformation?: { totalResults?: string };
  items?: Array<{ title?: string; link?: string }>;
  error?: { code?: number; status?: string; message?: string; details?: Array<{ reason?: string }>; errors?: Array<{ reason?: string }> };
}

class RateLimited extends Error {}

/** Move to the next pair only when the error says RATE_LIMIT_EXCEEDED (Google puts it in the message or in details[].reason). */
function isRateLimit(error: NonNullable<CseResponse['error']>): boolean {
  if (error.message?.includes('RATE_LIMIT_EXCEEDED')) return true;
  return (error.details ?? []).some((d) => d.reason === 'RATE_LIMIT_EXCEEDED');
}

/**
 * Google Custom Search JSON API (closed to new customers; existing ones must
 * leave by 1 January 2027). Pairs are tried in order; a rate-limit error moves
 * on to the next pair, any other error stops the rotation.
 */
export function googleCse(pairs: readonly GooglePair[], baseUrl: string): SearchProvider {
  async function query(pair: GooglePair, q: string, signal: AbortSignal): Promise<QueryResult> {
    const url = new URL(baseUrl);
    url.search = new URLSearchParams({ key: pair.key, cx: pair.engineId, q, num: String(RESULTS_PER_QUERY) }).toString();
    const { body } = await fetchJson(url.toString(), signal);
    const data = (body ?? {}) as CseResponse;
    if (data.error) {
      if (isRateLimit(data.error)) throw new RateLimited(data.error.message);
      // The provider's reason goes to the log (by the route); the visitor gets the spec's message.
      throw new SearchError(SEARCH_MESSAGES.fallback, 502, `google-cse ${String(data.error.code ?? '')} ${String(data.error.status ?? 'error')}`);
    }
    if (body === null) throw new SearchError(SEARCH_MESSAGES.fallback);
    return {
      total: Number(data.searchInformation?.totalResults ?? 0) || 0,
      items: (data.items ?? []).filter((i) => i.title && i.link).map((i) => ({ title: String(i.title), link: String(i.link) })),
    };
  }

  return {
    name: 'google-cse',
    async titleAndUrl(keyword, signal): Promise<TitleSearchResult> {
      for (const pair of pairs) {
        try {
          const allintitle = await query(pair, `allintitle:${keyword}`, signal);
          const allinurl = await query(pair, `allinurl:${keyword}`, signal);
          return { allintitle, allinurl };
        } catch (error) {
          if (error instanceof RateLimited) continue;
          throw error;
        }
      }
      throw new SearchError(SEARCH_MESSAGES.allKeysFailed);
    },
  };
}

/** SEARCH_GOOGLE_PAIRS: up to 5 "key:engineId" pairs, comma-separated, in rotation order. */
export function parseGooglePairs(raw: string): GooglePair[] {
  const pairs = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      if (at <= 0 || at === entry.length - 1) throw new Error(`SEARCH_GOOGLE_PAIRS entries must be key:engineId, got "${entry.slice(0, 6)}…"`);
      return { key: entry.slice(0, at), engineId: entry.slice(at + 1) };
    });
  if (pairs.length > 5) throw new Error(`SEARCH_GOOGLE_PAIRS holds ${pairs.length} pairs; at most 5 are used`);
  return pairs;
}
