import { SEARCH_MESSAGES } from '../../engine/title-search/search-messages.ts';
import { fetchJson, RESULTS_PER_QUERY, SearchError, type QueryResult, type SearchProvider } from './search-provider.ts';

interface SerpApiResponse {
  search_information?: { total_results?: number; organic_results_state?: string };
  organic_results?: Array<{ title?: string; link?: string }>;
  error?: string;
}

/**
 * SerpApi's Google engine (GET /search.json?engine=google&q=…&api_key=…&num=10):
 * works after the Custom Search API closes. Totals are Google's estimate
 * (search_information.total_results). "No results" is an answer, not a failure.
 */
export function serpApi(apiKey: string, baseUrl: string): SearchProvider {
  async function query(q: string, signal: AbortSignal): Promise<QueryResult> {
    const url = new URL(baseUrl);
    url.search = new URLSearchParams({ engine: 'google', q, api_key: apiKey, num: String(RESULTS_PER_QUERY) }).toString();
    const { status, body } = await fetchJson(url.toString(), signal);
    const data = (body ?? {}) as SerpApiResponse;
    const empty = data.search_information?.organic_results_state === 'Fully empty' || /hasn't returned any results/i.test(data.error ?? '');
    if (empty) return { total: 0, items: [] };
    if (data.error || status >= 400 || body === null) {
      throw new SearchError(SEARCH_MESSAGES.fallback, 502, `serpapi HTTP ${status}${body === null ? ' not JSON' : ''}`);
    }
    return {
      total: Number(data.search_information?.total_results ?? 0) || 0,
      items: (data.organic_results ?? []).filter((i) => i.title && i.link).slice(0, RESULTS_PER_QUERY).map((i) => ({ title: String(i.title), link: String(i.link) })),
    };
  }
  return {
    name: 'serpapi',
    async titleAndUrl(keyword, signal) {
      const [allintitle, allinurl] = await Promise.all([query(`allintitle:${keyword}`, signal), query(`allinurl:${keyword}`, signal)]);
      return { allintitle, allinurl };
    },
  };
}
