// The site's service worker, bundled on its own by scripts/write-service-worker.ts into
// build/client/sw.js (never part of a page's JavaScript). workbox-build writes the list of files to
// keep (the app shell and every locale's /history page) in place of self.__WB_MANIFEST.
// What it answers, and how, is engine/installable-app/cache-rule.ts: pages network-first (the
// network's answer always wins, so a new build is seen on the next visit), hashed /assets/
// cache-first, and never anything under /api/.
import { cacheRuleFor } from '../../../engine/installable-app/cache-rule.ts';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: true }): Promise<ReadonlyArray<{ url: string }>> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
// Written as `self.__WB_MANIFEST` word for word: workbox-build looks for that text in the bundle.
const PRECACHE = (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
/** The app shell's cache is named after its list, so each build that changes a file gets a fresh one. */
const SHELL_CACHE = `app-shell-${hashOf(JSON.stringify(PRECACHE))}`;
/** Pages and un-hashed files, as last fetched. */
const PAGES_CACHE = 'pages';
/** Hashed files, as first fetched. */
const ASSETS_CACHE = 'assets';
/** Oldest entries past these counts are dropped, so the caches cannot grow without end. */
const MAX_ENTRIES: Record<string, number> = { [PAGES_CACHE]: 120, [ASSETS_CACHE]: 400 };

function hashOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return (hash >>> 0).toString(36);
}

async function keep(cacheName: string, request: Request, response: Response): Promise<void> {
  // Only a complete answer of this site: never an error page, a redirect or another origin's answer.
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  const keys = await cache.keys();
  const excess = keys.length - (MAX_ENTRIES[cacheName] ?? Infinity);
  for (const old of keys.slice(0, Math.max(0, excess))) await cache.delete(old);
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    event.waitUntil(keep(PAGES_CACHE, request, response.clone()));
    return response;
  } catch (error) {
    // Offline: the copy kept last time (a page opened with a query string falls back to the page).
    const cached = (await caches.match(request)) ?? (await caches.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(keep(ASSETS_CACHE, event.request, response.clone()));
  return response;
}

/** The data file React Router fetches for a page it opens without reloading: /history.data, /es/_.data for /es/. */
function dataUrlOf(pageUrl: URL): string {
  const { pathname } = pageUrl;
  return `${pageUrl.origin}${pathname.endsWith('/') ? `${pathname}_` : pathname}.data`;
}

/**
 * The pages open while this worker installs were loaded before any worker could see them (the
 * first visit): they are kept now, with their data file and the hashed files their HTML names, so
 * the page a visitor is on opens offline too.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const pages = await caches.open(PAGES_CACHE);
  const assets = await caches.open(ASSETS_CACHE);
  for (const { url } of windows) {
    const page = new URL(url);
    if (cacheRuleFor({ url, method: 'GET', mode: 'navigate' }, scope.location.origin) === 'none') continue;
    page.hash = '';
    const response = await fetch(page.href).catch(() => null);
    if (!response?.ok) continue;
    const html = await response.clone().text();
    await pages.put(page.href, response);
    await pages.add(dataUrlOf(page)).catch(() => undefined);
    const files = new Set(Array.from(html.matchAll(/\/assets\/[\w.~-]+\.(?:js|css)/g), (m) => m[0]));
    await assets.addAll([...files]).catch(() => undefined);
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((entry) => new Request(entry.url, { cache: 'reload' }))))
      .then(keepOpenPages)
      // The new build's worker takes over at once: pages are network-first, so no page is kept on an old build.
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('app-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const rule = cacheRuleFor({ url: event.request.url, method: event.request.method, mode: event.request.mode }, scope.location.origin);
  if (rule === 'network-first') event.respondWith(networkFirst(event));
  else if (rule === 'cache-first') event.respondWith(cacheFirst(event));
  // 'none': not answered here, so the browser sends it as if there were no service worker.
});
