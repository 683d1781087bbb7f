import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRenderers } from '../../engine/renderers/renderer-declaration.ts';
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

describe('renderer declarations (schemas/renderer.schema.json)', () => {
  const base = { summary: 'A renderer', endpoint: '/api/x', acceptsPrompt: false };

  it('are checked by the compiled schema, each problem named with its field', () => {
    const { renderers, problems } = checkRenderers({
      'renderers/a/renderer.json': { ...base, usage: { kind: 'a', quota: 'minutes' } },
      'renderers/b/renderer.json': { ...base, usage: { kind: 'b', quota: 'generations', defaultMaxOutputTokens: 10 } },
      'renderers/c/renderer.json': { ...base, colour: 'red' },
      'renderers/d/renderer.json': { ...base, usage: { kind: 'd', quota: 'images' } },
    });
    expect(Object.keys(renderers)).toEqual(['d']);
    expect(problems).toEqual([
      { file: 'renderers/a/renderer.json', pointer: '/usage/quota', message: 'must be one of: generations, images' },
      { file: 'renderers/b/renderer.json', pointer: '/usage/defaultMaxOutputTokens', message: 'must be >= 64' },
      { file: 'renderers/c/renderer.json', pointer: '/colour', message: 'is not a known field' },
    ]);
  });

  it('give each usage kind to one renderer only', () => {
    const { problems } = checkRenderers({
      'renderers/a/renderer.json': { ...base, usage: { kind: 'shared', quota: 'generations' } },
      'renderers/b/renderer.json': { ...base, usage: { kind: 'shared', quota: 'images' } },
    });
    expect(problems).toEqual([{ file: 'renderers/b/renderer.json', pointer: '/usage/kind', message: '"shared" is already the usage kind of the a renderer' }]);
  });

  it('declare the usage of every renderer whose route meters AI calls', () => {
    expect(Object.fromEntries(Object.entries(RENDERERS).map(([name, r]) => [name, r.usage?.quota ?? null]))).toEqual({ generic: 'generations', calculator: null, editor: 'generations', image: 'images', 'title-search': null });
  });
});
