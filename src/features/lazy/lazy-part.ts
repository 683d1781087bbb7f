import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * React.lazy for a part of a page whose code loads after the page: when the load fails (the
 * connection dropped), the part renders `Fallback` (nothing, unless given) instead of throwing to
 * the route's error boundary, which would replace the whole page, and what the visitor typed with it.
 */
// The same bound as React.lazy's own: a component of any props (inferred from `load`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, Fallback?: NoInfer<C>) {
  return lazy(() => load().catch(() => ({ default: Fallback ?? (Nothing as unknown as C) })));
}
