import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWN_PAGES } from '../../engine/catalogue/site-pages.ts';
import { readCatalogue } from './read-catalogue.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface OwnPageRoute {
  /** The address, e.g. a tool manifest's `path`. */
  path: string;
  /** The route module, relative to src/. */
  file: string;
}

/**
 * The routes of the pages of their own, from data: each tool whose manifest `path` is outside
 * /tools/ (mounted on its renderer's page module, renderer.json `ownPageModule`, when it has one), then the pages of
 * tools/site-pages.json. A tool whose renderer has no page module gets no route, and the
 * catalogue lint says so.
 */
export function ownPageRoutes(root = repoRoot): OwnPageRoute[] {
  const catalogue = readCatalogue(root);
  const toolPages = catalogue.tools
    .filter((tool) => !tool.path.startsWith('/tools/'))
    .flatMap((tool) => {
      const file = catalogue.renderers[tool.renderer]?.ownPageModule;
      return file ? [{ path: tool.path, file }] : [];
    });
  return [...toolPages, ...OWN_PAGES.map((page) => ({ path: page.path, file: page.route }))];
}
