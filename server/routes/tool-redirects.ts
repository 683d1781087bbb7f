import type { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';

/**
 * A tool with a page of its own (manifest `path`, e.g. /text-to-image) also answers at the
 * default /tools/{id} with a permanent redirect, so old and guessed links land on the page.
 * Derived from the manifests: no tool id here.
 */
export function mountToolRedirects(app: Hono, catalogue: Catalogue): void {
  for (const tool of catalogue.tools) {
    const defaultPath = `/tools/${tool.id}`;
    if (tool.path === defaultPath) continue;
    for (const from of [defaultPath, `${defaultPath}/`]) {
      app.get(from, (c) => c.redirect(tool.path + new URL(c.req.url).search, 301));
    }
  }
}
