import type { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';

/** The query parameter React Router adds to its data requests (which route loaders to run). */
const ROUTES_PARAM = '_routes';

/**
 * A tool with a page of its own (manifest `path`, e.g. /text-to-image) also answers at the
 * default /tools/{id} with a permanent redirect, so old and guessed links land on the page.
 * Derived from the manifests: no tool id here.
 *
 * An in-app navigation to /tools/{id} does not load a page: React Router asks for the route's
 * data at /tools/{id}.data. That request gets the same redirect in the form React Router's
 * data requests understand (204 with X-Remix-Redirect), so it lands on the tool's page instead
 * of "Tool not found".
 */
export function mountToolRedirects(app: Hono, catalogue: Catalogue): void {
  for (const tool of catalogue.tools) {
    const defaultPath = `/tools/${tool.id}`;
    if (tool.path === defaultPath) continue;
    for (const from of [defaultPath, `${defaultPath}/`]) {
      app.get(from, (c) => c.redirect(tool.path + new URL(c.req.url).search, 301));
    }
    app.get(`${defaultPath}.data`, (c) => {
      const query = new URL(c.req.url).searchParams;
      query.delete(ROUTES_PARAM);
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return c.body(null, 204, { 'X-Remix-Redirect': tool.path + search, 'X-Remix-Status': '301', 'X-Remix-Replace': 'true' });
    });
  }
}
