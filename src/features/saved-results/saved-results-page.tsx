import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { exportFileNameForHistory, exportSavedResults } from '../../../engine/saved-results/export-saved-results.ts';
import { SAVED_RESULTS_CAP, type SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { searchSavedResults, toolsInResults } from '../../../engine/saved-results/search-saved-results.ts';
import { LOCALE_INFO } from '../../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { saveBlob } from '../result-actions/download-result.ts';
import { clearSavedResults, deleteSavedResult, setSavingOn } from './saved-results-db.ts';
import { plainExcerpt, plainText } from './plain-preview.ts';
import type { ReopenState } from './reopen-saved.ts';
import { excerpt, savedResultTime } from './saved-result-time.ts';
import { useSavedResults } from './use-saved-results.ts';

/** The whole result as plain text, worked out only once the visitor opens it. */
function FullText({ output }: { output: string }) {
  const [open, setOpen] = useState(false);
  const preview = useMemo(() => plainExcerpt(output, 200), [output]);
  const full = useMemo(() => (open ? plainText(output) : ''), [open, output]);
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{preview}</summary>
      {open && <p className="result-plain" dir="auto">{full}</p>}
    </details>
  );
}

function HistoryItem({ result }: { result: SavedResult }) {
  const { copied, copy } = useCopy();
  const t = useMessages('saved');
  const locale = usePageLocale();
  const when = savedResultTime(result.createdAt, LOCALE_INFO[locale].htmlLang);
  // The English tool page: a localized one exists only where the tool is translated, which this
  // device-only list cannot know without the catalogue.
  const toolPath = `/tools/${result.toolId}`;
  const tool = result.toolTitle;
  return (
    <li className="saved-result card">
      <p className="saved-result-meta">
        <Link to={toolPath}>{tool}</Link> · <time dateTime={new Date(result.createdAt).toISOString()}>{when}</time>
        {result.status === 'stopped' && t('stoppedMark')}
        {result.model && ` · ${result.model}`}
      </p>
      <p className="saved-result-request">{excerpt(result.input, 200)}</p>
      <FullText output={result.output} />
      <div className="saved-result-actions">
        {/* Back in its tool, request and all, as the tool page's drawer restores it. */}
        <Link
          to={toolPath}
          state={{ savedResultId: result.id } satisfies ReopenState}
          className="button button-secondary button-small"
          aria-label={t('openInToolLabel', { tool, when })}
        >
          {t('openInTool')}
        </Link>
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(result.output, 'rich')}>
          {copied ? t('copied') : t('copy')}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void deleteSavedResult(result.id)}
          aria-label={t('deleteToolLabel', { tool, when })}
        >
          {t('delete')}
        </button>
      </div>
    </li>
  );
}

/** Export every saved result as JSON, and Clear all (asked twice). */
function BulkActions({ all }: { all: readonly SavedResult[] }) {
  const [confirmClear, setConfirmClear] = useState(false);
  const t = useMessages('saved');
  return (
    <div className="saved-results-bulk">
      <button
        type="button"
        className="button button-secondary"
        disabled={all.length === 0}
        onClick={() => {
          const now = new Date();
          saveBlob(
            new Blob([exportSavedResults(all, now)], {
              type: 'application/json',
            }),
            exportFileNameForHistory(now),
          );
        }}
      >
        {t('exportAll')}
      </button>
      {confirmClear ? (
        <span className="confirm-clear" role="group" aria-label={t('confirmClearLabel')}>
          <span>{t('confirmClearQuestion', { count: all.length })}</span>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setConfirmClear(false);
              void clearSavedResults();
            }}
          >
            {t('confirmClearYes')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirmClear(false)}>
            {t('cancel')}
          </button>
        </span>
      ) : (
        <button type="button" className="button button-secondary" disabled={all.length === 0} onClick={() => setConfirmClear(true)}>
          {t('clearAll')}
        </button>
      )}
    </div>
  );
}

/** /history: every saved result on this device, with search, a tool filter, delete, clear all, JSON export and the setting. */
export default function SavedResultsPage() {
  const { results, savingOn, unavailable } = useSavedResults();
  const [text, setText] = useState('');
  const [toolId, setToolId] = useState('');
  // The switch moves at once; the stored setting (and the list) catch up a moment later.
  const [switching, setSwitching] = useState<boolean | null>(null);
  useEffect(() => {
    if (switching === savingOn) setSwitching(null);
  }, [switching, savingOn]);
  const ids = { search: useId(), tool: useId(), saving: useId() };
  const shown = useMemo(() => searchSavedResults(results ?? [], { text, toolId: toolId || undefined }), [results, text, toolId]);
  const tools = useMemo(() => toolsInResults(results ?? []), [results]);
  const all = results ?? [];
  const t = useMessages('saved');

  return (
    <div className="saved-results-page">
      <div className="field field-inline">
        <input
          id={ids.saving}
          type="checkbox"
          role="switch"
          className="switch"
          checked={switching ?? savingOn}
          disabled={unavailable}
          onChange={(e) => {
            setSwitching(e.target.checked);
            void setSavingOn(e.target.checked);
          }}
        />
        <label htmlFor={ids.saving}>{t('savingSwitch')}</label>
      </div>
      <p className="field-help">
        {t('capNote', { entries: SAVED_RESULTS_CAP.entries, megabytes: SAVED_RESULTS_CAP.bytes / 1024 / 1024 })} {results && t('savedNow', { count: all.length })}
      </p>
      {unavailable && <p role="status">{t('unavailable')}</p>}

      <div className="saved-results-filters">
        <div className="field">
          <label htmlFor={ids.search}>{t('searchLabel')}</label>
          <input id={ids.search} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.tool}>{t('toolFilter')}</label>
          <select id={ids.tool} value={toolId} onChange={(e) => setToolId(e.target.value)}>
            <option value="">{t('allTools')}</option>
            {tools.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </div>
      </div>

      <BulkActions all={all} />

      {results && (
        <p role="status" className="field-help">
          {all.length === 0 ? t('emptyAll') : t('shownCount', { shown: shown.length, total: all.length })}
        </p>
      )}
      <ul className="saved-results-list" aria-label={t('listLabel')}>
        {shown.map((r) => (
          <HistoryItem key={r.id} result={r} />
        ))}
      </ul>
    </div>
  );
}
