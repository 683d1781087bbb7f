import { RENDERER_FILES } from '../../engine/renderers/renderers.ts';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { readGoodCategories, readGoodManifest } from '../helpers/catalogue-fixture.ts';

const file = (id: string) => `tools/${id}/manifest.json`;

function manifestFor(id: string, changes: Record<string, unknown> = {}) {
  return { ...readGoodManifest(), id, ...changes };
}

describe('checkCatalogue', () => {
  it('accepts a valid catalogue and resolves each tool path', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES, categories: readGoodCategories(), manifests: { [file('sample-tool')]: readGoodManifest() } });
    expect(result.problems).toEqual([]);
    expect(result.tools.map((t) => [t.id, t.path])).toEqual([['sample-tool', '/tools/sample-tool']]);
  });

  it('lists a tool in its own category and under its listing title elsewhere', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES, categories: readGoodCategories(), manifests: { [file('sample-tool')]: readGoodManifest() } });
    const byCategory = Object.fromEntries(result.categories.map((c) => [c.id, c.entries.map((e) => [e.title, e.isListing])]));
    expect(byCategory).toEqual({ writing: [['Sample Tool', false]], extras: [['Sample Tool Elsewhere', true]] });
  });

  it('skips a bad manifest with its pointer and keeps the rest', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES,
      categories: readGoodCategories(),
      manifests: {
        [file('good-one')]: manifestFor('good-one', { listings: undefined }),
        [file('bad-icon')]: manifestFor('bad-icon', { icon: 'no-such-icon', listings: undefined }),
        [file('no-title')]: { ...manifestFor('no-title'), title: undefined },
      },
    });
    expect(result.tools.map((t) => t.id)).toEqual(['good-one']);
    expect(result.problems).toEqual([
      { file: file('bad-icon'), pointer: '/icon', message: 'unknown icon "no-such-icon" (see engine/catalogue/icon-names.ts)' },
      { file: file('no-title'), pointer: '/title', message: 'is required' },
    ]);
  });

  it('applies every cross-file rule', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['wrong-folder', { id: 'another-id' }, '/id', 'must equal the folder name "wrong-folder"'],
      ['bad-category', { category: 'nowhere' }, '/category', 'unknown category "nowhere"'],
      ['bad-path', { path: '/tools/something-else' }, '/path', 'a path under /tools/ must be /tools/bad-path'],
      [
        'dup-context',
        { contextOptions: [{ value: 'same', label: 'One', description: 'The first one.', instruction: 'Do the first thing well.' }, { value: 'same', label: 'Two', description: 'The second one.', instruction: 'Do the second thing well.' }] },
        '/contextOptions/1/value',
        'duplicate context value "same"',
      ],
      ['bad-listing', { listings: [{ category: 'nowhere', title: 'Elsewhere' }] }, '/listings/0/category', 'unknown category "nowhere"'],
      ['self-listing', { listings: [{ category: 'writing', title: 'Again' }] }, '/listings/0/category', 'the tool is already listed in "writing"'],
      ['bad-renderer', { renderer: 'video' }, '/renderer', 'unknown renderer "video": one of generic, calculator, editor, image, title-search (each a folder renderers/<name>/ with a renderer.json)'],
      ['extra-field', { colour: 'red' }, '/colour', 'is not a known field'],
      ['short-title', { title: 'ab' }, '/title', 'must NOT have fewer than 3 characters'],
    ];
    for (const [folder, changes, pointer, message] of cases) {
      const result = checkCatalogue({ renderers: RENDERER_FILES, categories: readGoodCategories(), manifests: { [file(folder)]: manifestFor(folder, changes) } });
      expect(result.problems, folder).toEqual([{ file: file(folder), pointer, message }]);
      expect(result.tools, folder).toEqual([]);
    }
  });

  it('reports a duplicate id and a duplicate route once each', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES,
      categories: readGoodCategories(),
      manifests: {
        [file('alpha')]: manifestFor('alpha', { path: '/alpha' }),
        [file('beta')]: manifestFor('alpha', { path: '/alpha' }),
      },
    });
    expect(result.problems).toEqual([
      { file: file('beta'), pointer: '/id', message: 'must equal the folder name "beta"' },
      { file: file('beta'), pointer: '/id', message: `duplicate id, also used by ${file('alpha')}` },
      { file: file('beta'), pointer: '/path', message: `route /alpha is already used by ${file('alpha')}` },
    ]);
    expect(result.tools.map((t) => t.id)).toEqual(['alpha']);
  });

  it('reports a broken categories file and still checks manifests against no categories', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES, categories: { categories: [] }, manifests: { [file('sample-tool')]: readGoodManifest() } });
    expect(result.problems.map((p) => `${p.file} ${p.pointer}`)).toEqual([
      'tools/categories.json /$schema',
      'tools/categories.json /categories',
      'tools/sample-tool/manifest.json /category',
      'tools/sample-tool/manifest.json /listings/0/category',
    ]);
  });

  it('ignores folders starting with an underscore', () => {
    const result = checkCatalogue({ renderers: RENDERER_FILES, categories: readGoodCategories(), manifests: { [file('_template')]: { id: 'whatever' } } });
    expect(result.problems).toEqual([]);
    expect(result.tools).toEqual([]);
  });
});
