import type { Hono } from 'hono';

/** The site's service worker, as scripts/write-service-worker.ts writes it into build/client. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Cache names the site's worker uses (src/features/installable-app/service-worker.ts). */
const WORKER_CACHES = /^(app-shell-|pages$|assets$)/;

/**
 * What /sw.js is with SERVICE_WORKER=off: a worker that deletes the site's caches and unregisters
 * itself. Browsers check /sw.js for a new version on their next visit, so each one that installed
 * the real worker drops it then; pages go on registering it, and it removes itself each time.
 */
export const REMOVING_WORKER = `self.addEventListener('install',function(){self.skipWaiting()});
self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(names){return Promise.all(names.filter(function(n){return ${WORKER_CACHES.toString()}.test(n)}).map(function(n){return caches.delete(n)}))}).then(function(){return self.registration.unregister()}))});
`;

/**
 * /sw.js: revalidated on every check (Cache-Control: no-cache), so a new build's worker is seen on
 * the next visit, and allowed the whole site as its scope. With the worker switched off, the
 * removing worker instead. Mounted before the static site, whose file it otherwise serves.
 */
export function mountServiceWorkerRoute(app: Hono, options: { enabled: boolean }): void {
  app.use(SERVICE_WORKER_PATH, async (c, next) => {
    if (!options.enabled) return c.body(REMOVING_WORKER, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' });
    await next();
    c.res.headers.set('Cache-Control', 'no-cache');
    c.res.headers.set('Service-Worker-Allowed', '/');
  });
}
