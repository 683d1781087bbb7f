import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERERS } from '../../engine/renderers/renderers.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { RENDERER_COMPONENTS } from '../../src/features/renderers/renderer-components.tsx';

// A renderer is a folder, renderers/<name>/, found by Vite's glob in bundled code and by a
// directory read in the build scripts: both must see the same renderers.
const root = path.resolve(import.meta.dirname, '../..');

describe('renderer folders', () => {
  it('the glob and the directory read find the same valid declarations', () => {
    const catalogue = readCatalogue(root);
    expect(catalogue.problems.filter((p) => p.file.startsWith('renderers/'))).toEqual([]);
    expect(catalogue.renderers).toEqual(RENDERERS);
    expect(Object.keys(RENDERERS)).toEqual(['generic', 'calculator', 'editor', 'image', 'title-search']);
  });

  it('every declared renderer has a page component, and every tool a declared renderer', () => {
    for (const name of Object.keys(RENDERERS)) expect(RENDERER_COMPONENTS[name], name).toBeTruthy();
    for (const tool of readCatalogue(root).tools) expect(Object.keys(RENDERERS)).toContain(tool.renderer);
  });
});
