import { useCallback, useRef } from 'react';
import { useAbortOnLeave } from './use-abort-on-leave.ts';

/**
 * One request at a time for a component: `begin` aborts the one before and gives the new
 * request's signal; `abort` is Stop. Leaving the page (a navigation starting, pagehide, unmount)
 * aborts it too, so the gateway closes its provider connection at once. `isCurrent` tells a late
 * answer from the newest request's.
 */
export function useRequestSignal() {
  const controller = useRef<AbortController | null>(null);
  const begin = useCallback((): AbortSignal => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    return next.signal;
  }, []);
  const abort = useCallback(() => controller.current?.abort(), []);
  const isCurrent = useCallback((signal: AbortSignal) => controller.current?.signal === signal, []);
  useAbortOnLeave(abort);
  return { begin, abort, isCurrent };
}
