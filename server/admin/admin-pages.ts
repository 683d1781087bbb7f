import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { SPA_FALLBACK } from '../static-site.ts';

/** Tells search engines to leave the console alone, in the page itself as well as in X-Robots-Tag. */
const NOINDEX_META = '<meta name="robots" content="noindex, nofollow"/>';
export const ADMIN_PAGE_PATHS = ['/admin', '/admin/*'];

/**
 * The console's pages (/admin and below). They are never prerendered: the app
 * shell (the SPA fallback) is served with 200, `noindex` in a meta tag and in
 * X-Robots-Tag, and never cached, and the browser loads every figure itself
 * from the admin API. Without ADMIN_TOKEN these routes are not mounted, so the
 * paths are unknown pages (404) like any other.
 */
export function mountAdminPages(app: Hono, { adminToken, staticRoot }: { adminToken: string | undefined; staticRoot: string }): void {
  if (!adminToken) return;
  let shell: string | null = null;
  app.on(['GET', 'HEAD'], ADMIN_PAGE_PATHS, async (c) => {
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    if (shell === null) {
      const file = path.join(staticRoot, SPA_FALLBACK);
      if (!fs.existsSync(file)) return c.text('Not found', 404);
      const html = await fs.promises.readFile(file, 'utf8');
      shell = html.replace(/<head>/i, `<head>${NOINDEX_META}`);
    }
    return c.html(shell, 200);
  });
}
