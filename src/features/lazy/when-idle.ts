/**
 * Runs `callback` once the browser has an idle moment (or after `timeoutMs` at the latest);
 * the returned function cancels it. Browsers without requestIdleCallback (Safari) wait a
 * fixed `fallbackMs` instead.
 */
export function whenIdle(callback: () => void, { timeoutMs = 3000, fallbackMs = 200 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
