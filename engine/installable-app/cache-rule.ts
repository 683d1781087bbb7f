// Which requests the site's service worker answers, and how. The rule is kept here, pure, so a
// unit test can hold it to its promises: nothing under /api/ is ever answered from or written to a
// cache (an answer is the visitor's own and always fresh), and neither is the operator's console.
//   network-first: pages (navigations), their .data files and un-hashed files (favicon, manifest,
//     icons). The network's answer wins whenever there is one, so a new build is seen on the next
//     visit; the cached copy is only for when the network fails (offline).
//   cache-first: hashed files under /assets/. Their names change with their content, so a cached
//     copy is never stale.
//   none: the service worker does not touch the request; the browser sends it as if there were no
//     service worker.

export type CacheRule = 'network-first' | 'cache-first' | 'none';

export interface CacheRequest {
  /** The request's full URL. */
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page the browser opens. */
  mode: string;
}

/** Paths the service worker never touches: the API, the operator's console, metrics and the worker itself. */
const NEVER = [/^\/api(\/|$)/, /^\/admin(\/|$)/, /^\/metrics$/, /^\/sw\.js$/];

/** How the service worker of the site at `origin` handles `request`. */
export function cacheRuleFor(request: CacheRequest, origin: string): CacheRule {
  if (request.method !== 'GET') return 'none';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'none';
  }
  if (url.origin !== origin) return 'none';
  if (isNeverCachedPath(url.pathname)) return 'none';
  if (request.mode === 'navigate') return 'network-first';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  return 'network-first';
}

/** True for a URL the service worker may never keep: used by the precache list's check too. */
export function isNeverCachedPath(pathname: string): boolean {
  return NEVER.some((pattern) => pattern.test(pathname));
}
