import { useCallback, useEffect, useState } from 'react';
import type { SavedResult } from '../../../engine/saved-results/saved-result.ts';
import { onSavedResultsChanged } from './saved-results-channel.ts';
import { listSavedResults } from './saved-results-db.ts';
import { isSavingOn } from './saving-setting.ts';

export interface SavedResultsView {
  /** null until the first read finishes. */
  results: SavedResult[] | null;
  savingOn: boolean;
  /** Set when the browser refused IndexedDB (e.g. some private modes). */
  unavailable: boolean;
}

/** The saved results (one tool's, or all), kept current across this tab and the others. */
export function useSavedResults(toolId?: string): SavedResultsView {
  const [view, setView] = useState<SavedResultsView>({ results: null, savingOn: true, unavailable: false });
  const reload = useCallback(() => {
    listSavedResults(toolId).then(
      (results) => setView({ results, savingOn: isSavingOn(), unavailable: false }),
      () => setView({ results: [], savingOn: isSavingOn(), unavailable: true }),
    );
  }, [toolId]);
  useEffect(() => {
    reload();
    const off = onSavedResultsChanged(reload);
    // The setting lives in localStorage: another tab switching it fires 'storage' here.
    window.addEventListener('storage', reload);
    return () => {
      off();
      window.removeEventListener('storage', reload);
    };
  }, [reload]);
  return view;
}
