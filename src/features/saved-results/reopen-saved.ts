import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SavedResult } from '../../../engine/saved-results/saved-result.ts';

// "Open in tool" on /history: the link to the tool page carries the saved result's id in the
// history entry's state (never in the address: the result lives on this device only), and the tool
// page puts that result back, as its own drawer's Restore does.

/** The link state that asks a tool page to reopen a saved result. The history page imports only
 *  this type: a value import would split this hook into a chunk of its own, in every tool page's
 *  first JavaScript. */
export interface ReopenState {
  savedResultId: string;
}

function reopenedId(state: unknown): string | null {
  const id = (state as Partial<ReopenState> | null)?.savedResultId;
  return typeof id === 'string' ? id : null;
}

/**
 * On a tool page: when the visit came from "Open in tool", reads that result from IndexedDB (its
 * code loads only then) and hands it to `onReopen`. The state is then dropped from the history
 * entry, so a reload or a later Back does not put it back over newer work.
 */
export function useReopenedResult(onReopen: (saved: SavedResult) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const id = reopenedId(location.state);
  const reopen = useEffectEvent((saved: SavedResult | undefined) => {
    if (saved) onReopen(saved);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null, preventScrollReset: true });
  });
  useEffect(() => {
    if (!id) return;
    let live = true;
    void import('./saved-results-db.ts')
      .then((db) => db.getSavedResult(id))
      .then((saved) => live && reopen(saved))
      .catch(() => undefined); // storage blocked or offline: the page simply opens empty
    return () => {
      live = false;
    };
  }, [id]);
}
