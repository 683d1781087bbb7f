import { useEffect, useRef } from 'react';
import type { ShortcutAction } from './shortcut-keys.ts';

/**
 * Listens for the tool page's shortcuts; each handler returns false when it had nothing to do.
 * The key table loads after the page (the first chunk has a size budget).
 */
export function useToolShortcuts(handlers: Record<ShortcutAction, () => boolean>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    let onKeyDown: ((event: KeyboardEvent) => void) | null = null;
    let cancelled = false;
    void import('./shortcut-keys.ts').then(({ isTextField, shortcutFor }) => {
      if (cancelled) return;
      onKeyDown = (event: KeyboardEvent) => {
        if (event.defaultPrevented) return; // e.g. the request box's own Ctrl+Enter
        const action = shortcutFor(event, isTextField(event.target));
        if (action && latest.current[action]()) event.preventDefault();
      };
      document.addEventListener('keydown', onKeyDown);
    }, () => undefined); // offline before it loaded: no shortcuts on this page view
    return () => {
      cancelled = true;
      if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
