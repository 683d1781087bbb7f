import { lazy, useEffect, useState, type ComponentType } from 'react';
import type { EarlyInputWindow } from '../early-input/early-input-script.ts';

/**
 * React.lazy, plus a preload: once preload() has resolved, the component
 * renders without suspending. The build's prerender preloads it in the route
 * loader, so the HTML holds the real component inline instead of a pending
 * Suspense boundary ("Loading…", revealed later: a layout shift, and nothing at
 * all without JavaScript). In the browser the chunk still loads on demand (it is
 * not in the page's first JavaScript), and React keeps the prerendered HTML on
 * screen until it hydrates.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown instead when the chunk cannot load (offline); without it the failure reaches the error boundary. */
  onFailure?: ComponentType<P>,
): { Component: ComponentType<P>; preload: () => Promise<unknown> } {
  let resolved: ComponentType<P> | null = null;
  const preload = () => load().then((c) => (resolved = c));
  const Lazy = lazy(() =>
    preload().then(
      (c) => ({ default: c }),
      (error: unknown) => {
        if (onFailure) return { default: onFailure };
        throw error;
      },
    ),
  );
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Loaded] = useState(() => resolved);
    // Mounted means hydrated: clicks and typing the part received before its code arrived count now.
    useEffect(() => (window as EarlyInputWindow).__earlyInput?.flush(), []);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
