import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { summaryCategories, toolSummary } from '../../engine/catalogue/client-data.ts';
import { readCatalogue } from '../lib/read-catalogue.ts';

export const TOOL_INDEX_ID = 'virtual:tool-index';
const RESOLVED_ID = `\0${TOOL_INDEX_ID}`;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Serves `virtual:tool-index`: the catalogue reduced to what the browser's first chunk needs
 * (src/catalogue/tool-index.ts types it). Manifests are read and validated here, at build
 * time, with the same check as the lint; the browser never runs a validator and never sees a
 * prompt, a context instruction or another tool's page data. A bad manifest is reported and
 * left out, as before: it must not take the site down.
 */
export function toolIndex(root = repoRoot): Plugin {
  return {
    name: 'tool-index',
    resolveId(id) {
      return id === TOOL_INDEX_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const catalogue = readCatalogue(root);
      for (const p of catalogue.problems) this.warn(`${p.file} ${p.pointer} ${p.message}`);
      this.addWatchFile(path.join(root, 'tools/categories.json'));
      for (const tool of catalogue.tools) this.addWatchFile(path.join(root, `tools/${tool.id}/manifest.json`));
      return renderToolIndexModule(catalogue.tools.map(toolSummary), summaryCategories(catalogue.categories));
    },
  };
}

/** The module's code: each summary once, the category entries pointing at them. */
export function renderToolIndexModule(tools: ReturnType<typeof toolSummary>[], categories: ReturnType<typeof summaryCategories>): string {
  const index = new Map(tools.map((t, i) => [t.id, i]));
  const cats = categories.map((c) => {
    const { entries, ...category } = c;
    const list = entries.map((e) => `{tool:t[${index.get(e.tool.id)}],title:${JSON.stringify(e.title)},categoryId:${JSON.stringify(e.categoryId)},isListing:${e.isListing}}`);
    return `{...${JSON.stringify(category)},entries:[${list.join(',')}]}`;
  });
  return `const t=${JSON.stringify(tools)};\nexport const tools=t;\nexport const categories=[${cats.join(',\n')}];\n`;
}
