import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES_FILE, checkCatalogue, type Catalogue, type CatalogueInput } from '../../engine/registry/check-catalogue.ts';
import type { CatalogueProblem } from '../../engine/catalogue/types.ts';
import { SITE_LOCALES_FOLDER } from './tool-locales.ts';

export interface CatalogueFiles {
  input: CatalogueInput;
  /** Files that could not be read or parsed as JSON. */
  problems: CatalogueProblem[];
}

function readJson(root: string, file: string, problems: CatalogueProblem[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON: ${error.message}` : 'cannot be read';
    problems.push({ file, pointer: '/', message: reason });
    return undefined;
  }
}

/** Every renderers/<folder>/renderer.json under `root`, as engine/renderers/renderers.ts's glob would. */
function readRendererFiles(root: string, problems: CatalogueProblem[]): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  const dir = path.join(root, 'renderers');
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `renderers/${entry.name}/renderer.json`;
    if (!entry.isDirectory()) continue;
    if (!fs.existsSync(path.join(root, file))) {
      problems.push({ file, pointer: '/', message: 'missing: every folder under renderers/ needs a renderer.json' });
      continue;
    }
    const declaration = readJson(root, file, problems);
    if (declaration !== undefined) files[file] = declaration;
  }
  return files;
}

/** Reads tools/categories.json and every tools/<folder>/manifest.json under `root`, as the registry's glob would. */
export function readCatalogueFiles(root: string): CatalogueFiles {
  const problems: CatalogueProblem[] = [];
  const categories = readJson(root, CATEGORIES_FILE, problems);
  const manifests: Record<string, unknown> = {};
  const toolsDir = path.join(root, 'tools');
  for (const entry of fs.readdirSync(toolsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    // tools/locales/ holds the site-wide translations, not a tool.
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === SITE_LOCALES_FOLDER) continue;
    const file = `tools/${entry.name}/manifest.json`;
    if (!fs.existsSync(path.join(root, file))) {
      problems.push({ file, pointer: '/', message: 'missing: every folder under tools/ needs a manifest.json' });
      continue;
    }
    const manifest = readJson(root, file, problems);
    if (manifest !== undefined) manifests[file] = manifest;
  }
  return { input: { categories, manifests, renderers: readRendererFiles(root, problems) }, problems };
}

export function readCatalogue(root: string): Catalogue {
  const files = readCatalogueFiles(root);
  const catalogue = checkCatalogue(files.input);
  return { ...catalogue, problems: [...files.problems, ...catalogue.problems] };
}
