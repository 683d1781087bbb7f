import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { useCopy } from '../clipboard/use-copy.ts';
import { deleteSavedResult } from './saved-results-db.ts';
import { excerpt, savedResultTime } from './saved-result-time.ts';
import { useSavedResults } from './use-saved-results.ts';

interface DrawerProps {
  toolId: string;
  toolTitle: string;
  onRestore: (result: SavedResult) => void;
  onClose: () => void;
}

function DrawerItem({ result, onRestore }: { result: SavedResult; onRestore: () => void }) {
  const { copied, copy } = useCopy();
  return (
    <li className="saved-result">
      <p className="saved-result-meta">
        <time dateTime={new Date(result.createdAt).toISOString()}>{savedResultTime(result.createdAt)}</time>
        {result.status === 'stopped' && ' · stopped'}
      </p>
      <p className="saved-result-request">{excerpt(result.input, 120)}</p>
      <p className="saved-result-output">{excerpt(result.output, 160)}</p>
      <div className="saved-result-actions">
        <button type="button" className="button button-secondary button-small" onClick={onRestore}>
          Restore
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void copy(result.output, 'rich')}>
          {copied ? 'Copied!' : 'Copy'}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void deleteSavedResult(result.id)} aria-label={`Delete the result of ${savedResultTime(result.createdAt)}`}>
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * The tool page's "Saved results" drawer: this tool's past results, kept in this
 * browser only. A modal <dialog>: focus stays inside, Esc closes it.
 */
export default function SavedResultsDrawer({ toolId, toolTitle, onRestore, onClose }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { results, savingOn, unavailable } = useSavedResults(toolId);
  useEffect(() => {
    const d = dialog.current;
    d?.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={dialog} className="saved-results-drawer" aria-labelledby="saved-results-title" onClose={onClose}>
      <div className="drawer-header">
        <h2 id="saved-results-title">Saved results</h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="field-help">
        Your {toolTitle} results, saved in this browser only (never on our server). <Link to="/history">All saved results and settings</Link>
      </p>
      {unavailable && <p role="status">This browser does not allow saving results (private mode or storage blocked).</p>}
      {!savingOn && <p role="status">Saving results is switched off. You can switch it on in <Link to="/history">saved results</Link>.</p>}
      {results && results.length === 0 && savingOn && !unavailable && <p role="status">No saved results for this tool yet. Each finished result is saved here.</p>}
      {results && results.length > 0 && (
        <ul className="saved-results-list" aria-label={`Saved ${toolTitle} results`}>
          {results.map((r) => (
            <DrawerItem key={r.id} result={r} onRestore={() => onRestore(r)} />
          ))}
        </ul>
      )}
    </dialog>
  );
}
