import { useEffect, useState } from 'react';
import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { ApiError, postJson } from '../../src/features/api/api-client.ts';
import { useRequestSignal } from '../../src/features/api/use-request-signal.ts';
import type { KeywordResultData } from './keyword-result.tsx';
import { addToHistory, clearHistory, readHistory, type HistoryEntry } from './search-history.ts';

export type SearchStatus = 'idle' | 'searching' | 'results' | 'error';

/** The gateway's own wording of a refusal, the offline notice, else the search's fallback (as the page words it). */
function searchFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return visitorMessage('searchFallback');
  if (error.code === 'offline') return error.message;
  return error.status !== null && error.code !== 'http_status' ? error.message : visitorMessage('searchFallback');
}

/**
 * POST /api/title-search through the API client, and the device's recent searches. A search
 * error stays until the next search; leaving the page aborts a search on its way.
 */
export function useTitleSearch() {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<KeywordResultData[]>([]);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const request = useRequestSignal();
  useEffect(() => setHistory(readHistory()), []);

  const search = async (keywords: string[], captchaToken: string) => {
    setStatus('searching');
    setError(null);
    try {
      const answer = await postJson<{ results?: KeywordResultData[] }>('/api/title-search', { keyword: keywords.join('\n'), captchaToken }, { signal: request.begin() });
      const found = answer.results;
      if (!found) throw new ApiError('search_failed', visitorMessage('searchFallback'));
      setResults(found);
      setStatus('results');
      setHistory(addToHistory(found.map((r) => ({ keyword: r.keyword, allintitle: r.allintitle.total, allinurl: r.allinurl.total, at: new Date().toISOString() }))));
    } catch (e) {
      setError(searchFailureMessage(e));
      setStatus('error');
    }
  };

  const forgetHistory = () => {
    clearHistory();
    setHistory([]);
  };

  return { status, error, setError, results, history, search, forgetHistory };
}
