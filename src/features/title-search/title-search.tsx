import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { Download, Search, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CSV_FILE_NAME, titleResultsCsv } from '../../../engine/title-search/csv.ts';
import { SEARCH_MESSAGES } from '../../../engine/title-search/search-messages.ts';
import { MAX_KEYWORDS, parseKeywords } from '../../../engine/title-search/title-insights.ts';
import { usePublicConfig } from '../config/use-public-config.ts';
import { ErrorBox } from '../shared/error-box.tsx';
import { KeywordResult, type KeywordResultData } from './keyword-result.tsx';
import { addToHistory, clearHistory, readHistory, type HistoryEntry } from './search-history.ts';

type Status = 'idle' | 'searching' | 'results' | 'error';

function downloadCsv(results: KeywordResultData[]) {
  const csv = titleResultsCsv(results.flatMap((r) => r.allintitle.items));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = CSV_FILE_NAME;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The all-in-title search (spec §2): keywords, the captcha, counts, results, CSV. */
export function TitleSearch() {
  const config = usePublicConfig();
  const [text, setText] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Widget problems clear themselves when the widget issues a new token; a search error stays until the next search.
  const [widgetError, setWidgetError] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const error = searchError ?? widgetError;
  const [results, setResults] = useState<KeywordResultData[]>([]);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const widget = useRef<TurnstileInstance | undefined>(undefined);
  useEffect(() => setHistory(readHistory()), []);

  const keywords = parseKeywords(text);
  const tooMany = keywords.length > MAX_KEYWORDS;
  const canSearch = keywords.length > 0 && !tooMany && token !== null && status !== 'searching';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (keywords.length === 0 || !token) {
      setSearchError(SEARCH_MESSAGES.missingInput);
      return;
    }
    if (!canSearch) return;
    setStatus('searching');
    setSearchError(null);
    setWidgetError(null);
    // A token is good for one search: ask the widget for a fresh one straight away.
    setToken(null);
    widget.current?.reset();
    try {
      const res = await fetch('/api/title-search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ keyword: keywords.join('\n'), captchaToken: token }),
      });
      const body = (await res.json().catch(() => null)) as { results?: KeywordResultData[]; error?: { message?: string } } | null;
      if (!res.ok || !body?.results) throw new Error(body?.error?.message ?? SEARCH_MESSAGES.fallback);
      setResults(body.results);
      setStatus('results');
      setHistory(addToHistory(body.results.map((r) => ({ keyword: r.keyword, allintitle: r.allintitle.total, allinurl: r.allinurl.total, at: new Date().toISOString() }))));
    } catch (e) {
      setSearchError(e instanceof Error && e.message ? e.message : SEARCH_MESSAGES.fallback);
      setStatus('error');
    }
  };

  return (
    <div className="title-search">
      <form className="card title-search-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="keywords">Keyword</label>
          <textarea id="keywords" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="e.g. best trail running shoes" aria-describedby="keywords-help" />
          <p id="keywords-help" className={tooMany ? 'field-help field-error' : 'field-help'}>
            {tooMany ? `At most ${MAX_KEYWORDS} keywords at once (you have ${keywords.length}).` : `One keyword per line, up to ${MAX_KEYWORDS} at once.`}
          </p>
        </div>
        <div className="captcha">
          {config === undefined ? (
            <p className="field-help">Loading verification…</p>
          ) : config?.captchaSiteKey ? (
            <Turnstile
              ref={widget}
              siteKey={config.captchaSiteKey}
              options={{ theme: 'auto', refreshExpired: 'manual' }}
              onSuccess={(t) => {
                setToken(t);
                setWidgetError(null);
              }}
              onError={() => {
                setToken(null);
                setWidgetError(SEARCH_MESSAGES.captchaFailed);
              }}
              onExpire={() => {
                setToken(null);
                setWidgetError(SEARCH_MESSAGES.captchaExpired);
              }}
            />
          ) : (
            <p className="field-help field-error">{SEARCH_MESSAGES.captchaNotConfigured}</p>
          )}
        </div>
        {error && <ErrorBox message={error} />}
        <button type="submit" className="button button-primary" disabled={!canSearch} aria-disabled={!canSearch}>
          <Search size={18} aria-hidden="true" /> {status === 'searching' ? 'Searching…' : 'Search'}
        </button>
      </form>

      {status === 'results' && (
        <div className="title-search-results" aria-live="polite">
          <div className="results-toolbar">
            <button type="button" className="button button-secondary" onClick={() => downloadCsv(results)}>
              <Download size={16} aria-hidden="true" /> Download CSV
            </button>
          </div>
          {results.map((r) => (
            <KeywordResult key={r.keyword} result={r} />
          ))}
        </div>
      )}

      {history.length > 0 && (
        <section className="card search-history" aria-labelledby="history-title">
          <div className="history-header">
            <h2 id="history-title">Recent searches</h2>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                clearHistory();
                setHistory([]);
              }}
            >
              <Trash2 size={16} aria-hidden="true" /> Clear
            </button>
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">Keyword</th>
                <th scope="col">All in Title</th>
                <th scope="col">All in URL</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.keyword}>
                  <td>{h.keyword}</td>
                  <td>{h.allintitle.toLocaleString('en')}</td>
                  <td>{h.allinurl.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
