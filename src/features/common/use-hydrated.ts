import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerender and while the page hydrates, true after: for a part that shows what only
 * this device knows (its saved results, its settings). Prerendered, such a part would show a
 * default that may be wrong for the visitor, and a click on it before its code arrived was lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
