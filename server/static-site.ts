import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { DEFAULT_LOCALE, splitLocalePath } from '../engine/i18n/locales.ts';
import { requestHeader } from './http/request-header.ts';
import { mountServiceWorkerRoute } from './service-worker-route.ts';
import { silentLogger, type Logger } from './observability/logger.ts';
import { etagMatches, staticPages } from './static-pages.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate every time (with the ETag): HTML and un-hashed files change in place.
const REVALIDATE = 'no-cache';
export const SPA_FALLBACK = '__spa-fallback.html';
/** A translated language's not-found page, build/client/<locale>/__not-found.html (scripts/write-not-found-pages.ts). */
export const LOCALIZED_NOT_FOUND = '__not-found.html';

/**
 * Serves the built site from `root` (build/client): hashed files under
 * /assets/ cached for a year, every prerendered route as its own index.html,
 * anything else with status 404: under a translated language's prefix, that
 * language's not-found page, else the SPA fallback (the app then shows or
 * redirects as the spec says). /sw.js, the service worker, with its own
 * headers (or, switched off, the worker that removes itself).
 */
export function mountStaticSite(app: Hono, root: string, log: Logger = silentLogger, options: { serviceWorker?: boolean } = {}): void {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    log.warn({ root }, 'no built site here, so no pages are served: run npm run build (under npm run dev, Vite serves the pages)');
  }
  mountServiceWorkerRoute(app, { enabled: options.serviceWorker !== false });
  const revalidateTag = etag();
  const pages = staticPages(root);
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // Prerendered pages: from memory, with the ETag and the encoding the build made.
    const page = c.req.method === 'GET' || c.req.method === 'HEAD' ? pages.lookup(c.req.path, requestHeader(c, 'accept-encoding')) : null;
    if (page) {
      const headers: Record<string, string> = { ETag: page.etag, 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' };
      if (etagMatches(requestHeader(c, 'if-none-match'), page.etag)) return c.body(null, 304, headers);
      headers['Content-Type'] = 'text/html; charset=utf-8';
      if (page.encoding) headers['Content-Encoding'] = page.encoding;
      return c.body(page.body, 200, headers);
    }
    const hashedPath = c.req.path.startsWith('/assets/');
    // Hashed files never change, so hashing their bodies for an ETag would be wasted work.
    if (hashedPath) await next();
    else await revalidateTag(c, next);
    const hashed = hashedPath && c.res.status === 200;
    c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  });
  // Without the folder there is nothing to serve, and serveStatic would warn on every request.
  if (fs.existsSync(root)) app.get('*', serveStatic({ root, precompressed: true }));
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    // An unknown address under a language's prefix: that language's not-found page.
    const { locale } = splitLocalePath(c.req.path);
    const localized = path.join(root, locale, LOCALIZED_NOT_FOUND);
    if (locale !== DEFAULT_LOCALE && fs.existsSync(localized)) return c.html(await fs.promises.readFile(localized, 'utf8'), 404);
    const fallback = path.join(root, SPA_FALLBACK);
    if (!fs.existsSync(fallback)) return c.text('Not found', 404);
    return c.html(await fs.promises.readFile(fallback, 'utf8'), 404);
  });
}
