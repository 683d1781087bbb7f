import type { TurnstileInstance } from '@marsidev/react-turnstile';
import { Download, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { CSV_FILE_NAME, titleResultsCsv } from '../../engine/title-search/csv.ts';
import { MAX_KEYWORDS, parseKeywords } from '../../engine/title-search/title-insights.ts';
import { usePublicConfig } from '../../src/features/config/use-public-config.ts';
import { ErrorBox } from '../../src/features/common/error-box.tsx';
import { useMessages } from '../../src/i18n/use-messages.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { KeywordResult, type KeywordResultData } from './keyword-result.tsx';
import { SearchHistoryTable } from './search-history-table.tsx';
import { useTitleSearch } from './use-title-search.ts';

function downloadCsv(results: KeywordResultData[]) {
  const csv = titleResultsCsv(results.flatMap((r) => r.allintitle.items));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = CSV_FILE_NAME;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SearchResults({ results }: { results: KeywordResultData[] }) {
  const t = useMessages('title-search');
  return (
    <div className="title-search-results" aria-live="polite">
      <div className="results-toolbar">
        <button type="button" className="button button-secondary" onClick={() => downloadCsv(results)}>
          <Download size={16} aria-hidden="true" /> {t('downloadCsv')}
        </button>
      </div>
      {results.map((r) => (
        <KeywordResult key={r.keyword} result={r} />
      ))}
    </div>
  );
}

/** The all-in-title search: keywords, the captcha, counts, results, CSV. */
export function TitleSearch() {
  const config = usePublicConfig();
  const t = useMessages('title-search');
  const [text, setText] = useState('');
  const [token, setToken] = useState<string | null>(null);
  // Widget problems clear themselves when the widget issues a new token; a search error stays until the next search.
  const [widgetError, setWidgetError] = useState<string | null>(null);
  const { status, error: searchError, setError: setSearchError, results, history, search, forgetHistory } = useTitleSearch();
  const error = searchError ?? widgetError;
  const widget = useRef<TurnstileInstance | undefined>(undefined);

  const keywords = parseKeywords(text);
  const tooMany = keywords.length > MAX_KEYWORDS;
  const canSearch = keywords.length > 0 && !tooMany && token !== null && status !== 'searching';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keywords.length === 0 || !token) return setSearchError(t('missingInput'));
    if (!canSearch) return;
    setWidgetError(null);
    // A token is good for one search: ask the widget for a fresh one straight away.
    setToken(null);
    widget.current?.reset();
    void search(keywords, token);
  };

  return (
    <div className="title-search">
      <form className="card title-search-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="keywords">{t('keywordLabel')}</label>
          <textarea id="keywords" rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('keywordPlaceholder')} aria-describedby="keywords-help" />
          <p id="keywords-help" className={tooMany ? 'field-help field-error' : 'field-help'}>
            {tooMany ? t('keywordTooMany', { max: MAX_KEYWORDS, count: keywords.length }) : t('keywordHelp', { max: MAX_KEYWORDS })}
          </p>
        </div>
        <CaptchaBox
          siteKey={config === undefined ? undefined : (config?.captchaSiteKey ?? null)}
          widget={widget}
          onToken={(t) => {
            setToken(t);
            setWidgetError(null);
          }}
          onProblem={(message) => {
            setToken(null);
            setWidgetError(message);
          }}
        />
        {error && <ErrorBox message={error} />}
        <button type="submit" className="button button-primary" disabled={!canSearch} aria-disabled={!canSearch}>
          <Search size={18} aria-hidden="true" /> {status === 'searching' ? t('searching') : t('search')}
        </button>
      </form>
      {status === 'results' && <SearchResults results={results} />}
      {history.length > 0 && <SearchHistoryTable history={history} onClear={forgetHistory} />}
    </div>
  );
}
