import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { repoRelative } from '../engine/renderers/renderer-declaration.ts';
import type { RendererRoute, RendererRouteDeps } from './http/renderer-route.ts';

// The gateway's renderer routes: every renderers/<name>/route.ts, mounted at its renderer.json
// `endpoint`. Adding the folder is all it takes; no central list. In the built gateway (and the
// dev server, and vitest) Vite's glob inlines them; the gateway run straight from source by tsx
// (tests/support/gateway-process.ts, the benchmarks) has no glob, so it reads the folder instead.
function globbed(): Record<string, RendererRoute> | null {
  try {
    return import.meta.glob<RendererRoute>('../renderers/*/route.ts', { eager: true, import: 'route' });
  } catch {
    return null; // not bundled by Vite: import.meta.glob does not exist
  }
}

async function readFromDisk(): Promise<Record<string, RendererRoute>> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../renderers');
  const routes: Record<string, RendererRoute> = {};
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name, 'route.ts');
    if (!fs.existsSync(file)) continue;
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { route: RendererRoute };
    routes[`../renderers/${name}/route.ts`] = module.route;
  }
  return routes;
}

const modules = globbed() ?? (await readFromDisk());

const ROUTE_FILE = /^renderers\/([^/]+)\/route\.ts$/;

/** Mounts each renderer's route; a route whose renderer declares no endpoint is a build mistake, so it throws. */
export function mountRendererRoutes(app: Hono, deps: Omit<RendererRouteDeps, 'renderer'>): void {
  for (const [key, route] of Object.entries(modules)) {
    const file = repoRelative(key);
    const name = ROUTE_FILE.exec(file)?.[1] ?? '';
    const endpoint = deps.catalogue.renderers[name]?.endpoint;
    if (!endpoint) throw new Error(`${file}: its renderer.json declares no endpoint to mount it at`);
    app.route(endpoint, route({ ...deps, renderer: name }));
  }
}
