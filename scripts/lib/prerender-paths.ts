import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from './read-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every route the build turns into static HTML: home and each tool page. */
export function prerenderPaths(): string[] {
  const { tools } = readCatalogue(root);
  return ['/', ...tools.map((t) => t.path).filter((p) => p.startsWith('/tools/'))];
}
