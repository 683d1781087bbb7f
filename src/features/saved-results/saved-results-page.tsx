import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { exportFileNameForHistory, exportSavedResults } from '../../../engine/saved-results/export-saved-results.ts';
import { SAVED_RESULTS_CAP, type SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { searchSavedResults, toolsInResults } from '../../../engine/saved-results/search-saved-results.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { saveBlob } from '../result-actions/download-result.ts';
import { clearSavedResults, deleteSavedResult, setSavingOn } from './saved-results-db.ts';
import { excerpt, savedResultTime } from './saved-result-time.ts';
import { useSavedResults } from './use-saved-results.ts';

function HistoryItem({ result }: { result: SavedResult }) {
  const { copied, copy } = useCopy();
  return (
    <li className="saved-result card">
      <p className="saved-result-meta">
        <Link to={`/tools/${result.toolId}`}>{result.toolTitle}</Link> ·{' '}
        <time dateTime={new Date(result.createdAt).toISOString()}>{savedResultTime(result.createdAt)}</time>
        {result.status === 'stopped' && ' · stopped'}
        {result.model && ` · ${result.model}`}
      </p>
      <p className="saved-result-request">{excerpt(result.input, 200)}</p>
      <details>
        <summary>{excerpt(result.output, 200)}</summary>
        <pre className="result-plain">{result.output}</pre>
      </details>
      <div className="saved-result-actions">
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(result.output, 'rich')}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void deleteSavedResult(result.id)}
          aria-label={`Delete the ${result.toolTitle} result of ${savedResultTime(result.createdAt)}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/** Export every saved result as JSON, and Clear all (asked twice). */
function BulkActions({ all }: { all: readonly SavedResult[] }) {
  const [confirmClear, setConfirmClear] = useState(false);
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
        Export all as JSON
      </button>
      {confirmClear ? (
        <span className="confirm-clear" role="group" aria-label="Confirm clearing all saved results">
          <span>Delete all {all.length} saved results?</span>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setConfirmClear(false);
              void clearSavedResults();
            }}
          >
            Yes, delete all
          </button>
          <button type="button" className="button button-secondary" onClick={() => setConfirmClear(false)}>
            Cancel
          </button>
        </span>
      ) : (
        <button type="button" className="button button-secondary" disabled={all.length === 0} onClick={() => setConfirmClear(true)}>
          Clear all
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
        <label htmlFor={ids.saving}>Save my results on this device (switching this off deletes every saved result)</label>
      </div>
      <p className="field-help">
        Up to {SAVED_RESULTS_CAP.entries} results or {SAVED_RESULTS_CAP.bytes / 1024 / 1024} MB are kept; past that, the oldest are deleted first.{' '}
        {results && `${all.length} saved now.`}
      </p>
      {unavailable && <p role="status">This browser does not allow saving results (private mode or storage blocked).</p>}

      <div className="saved-results-filters">
        <div className="field">
          <label htmlFor={ids.search}>Search saved results</label>
          <input id={ids.search} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.tool}>Tool</label>
          <select id={ids.tool} value={toolId} onChange={(e) => setToolId(e.target.value)}>
            <option value="">All tools</option>
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
          {all.length === 0 ? 'No saved results yet.' : `${shown.length} of ${all.length} shown.`}
        </p>
      )}
      <ul className="saved-results-list" aria-label="Saved results">
        {shown.map((r) => (
          <HistoryItem key={r.id} result={r} />
        ))}
      </ul>
    </div>
  );
}
