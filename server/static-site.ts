import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { etag } from 'hono/etag';
import { silentLogger, type Logger } from './observability/logger.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidate every time (with the ETag): HTML and un-hashed files change in place.
const REVALIDATE = 'no-cache';
export const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Serves the built site from `root` (build/client): hashed files under
 * /assets/ cached for a year, every prerendered route as its own index.html,
 * anything else as the SPA fallback with status 404 (the app then shows or
 * redirects as the spec says).
 */
export function mountStaticSite(app: Hono, root: string, log: Logger = silentLogger): void {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    log.warn({ root }, 'no built site here: run npm run build');
  }
  const revalidateTag = etag();
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const hashedPath = c.req.path.startsWith('/assets/');
    // Hashed files never change, so hashing their bodies for an ETag would be wasted work.
    if (hashedPath) await next();
    else await revalidateTag(c, next);
    const hashed = hashedPath && c.res.status === 200;
    c.res.headers.set('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  });
  app.get('*', serveStatic({ root, precompressed: true }));
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    const fallback = path.join(root, SPA_FALLBACK);
    if (!fs.existsSync(fallback)) return c.text('Not found', 404);
    return c.html(await fs.promises.readFile(fallback, 'utf8'), 404);
  });
}
