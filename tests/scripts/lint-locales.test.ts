import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintCatalogue } from '../../scripts/lib/lint-catalogue.ts';
import { coverageLines } from '../../scripts/lib/lint-locales.ts';
import { expectedLocaleKeys } from '../../scripts/lib/locale-keys.ts';
import { makeCatalogueRoot, readGoodManifest } from '../helpers/catalogue-fixture.ts';

// The good fixture tool with a select and a text field, so every kind of key is exercised.
const manifest = {
  ...readGoodManifest(),
  fields: [
    { name: 'tone', label: 'Tone', type: 'select', options: ['Formal', 'Pros/Cons'] },
    { name: 'topic', label: 'Topic', type: 'short_text', maxLength: 200, placeholder: 'e.g. bikes' },
  ],
};

const fullSpanish = {
  $schema: '../../../schemas/tool-locale.schema.json',
  title: 'Herramienta de ejemplo',
  description: 'Un manifiesto válido del que parten las pruebas.',
  promptPlaceholder: 'p. ej., escribe una nota breve a un vecino.',
  keywords: ['ejemplo', 'herramienta de prueba'],
  seo: { title: 'Herramienta de ejemplo gratis', description: 'Un manifiesto que usan las pruebas del catálogo.' },
  contextOptions: { formal: { label: 'Formal', description: 'Un registro formal.' }, casual: { label: 'Informal', description: 'Un registro informal.' } },
  fields: { tone: { label: 'Tono', options: { Formal: 'Formal', 'Pros/Cons': 'Pros y contras' } }, topic: { label: 'Tema', placeholder: 'p. ej., bicicletas' } },
  listings: { extras: 'Herramienta de ejemplo en otra sección' },
};

function rootWith(files: Record<string, unknown>): string {
  const root = makeCatalogueRoot({ 'sample-tool': manifest });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

const lines = (root: string) => lintCatalogue(root, ['/tools/:toolId']).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);

describe('lint:tools on translations', () => {
  it('accepts a complete translation and counts it in the coverage', () => {
    const root = rootWith({ 'tools/sample-tool/locales/es.json': fullSpanish });
    const result = lintCatalogue(root, ['/tools/:toolId']);
    expect(result.problems).toEqual([]);
    expect(coverageLines(result.coverage)).toContain('coverage es    1/1 tools translated');
    expect(coverageLines(result.coverage)).toContain('coverage fr    0/1 tools translated');
  });

  it('needs a key for every text of the manifest, the select options included', () => {
    expect(expectedLocaleKeys(manifest)).toEqual([
      '/title', '/description', '/promptPlaceholder',
      '/contextOptions/formal/label', '/contextOptions/formal/description', '/contextOptions/casual/label', '/contextOptions/casual/description',
      '/keywords', '/seo/title', '/seo/description', '/listings/extras',
      '/fields/tone/label', '/fields/tone/options/Formal', '/fields/tone/options/Pros~1Cons', '/fields/topic/label', '/fields/topic/placeholder',
    ]);
  });

  it('reports a translated seo.title over 60 characters with its file and JSON pointer, and accepts 60', () => {
    const sixty = 'Kostenloser Beispielgenerator – Texte für jeden Anlass, schnell';
    expect([...sixty.slice(0, 60)]).toHaveLength(60);
    const root = rootWith({
      'tools/sample-tool/locales/de.json': { ...fullSpanish, seo: { ...fullSpanish.seo, title: sixty } },
      'tools/sample-tool/locales/fr.json': { ...fullSpanish, seo: { ...fullSpanish.seo, title: sixty.slice(0, 60) } },
      // Counted in characters, not UTF-16 units: 60 kana and an emoji beyond the basic plane are 60.
      'tools/sample-tool/locales/ja.json': { ...fullSpanish, seo: { ...fullSpanish.seo, title: `${'あ'.repeat(59)}😀` } },
    });
    expect(lines(root)).toEqual([
      'tools/sample-tool/locales/de.json /seo/title is 63 characters: search results cut a title after 60; shorten it, keeping the search words in front',
    ]);
  });

  it('reports a partial file naming the missing keys, and counts it as partial', () => {
    const { promptPlaceholder: _p, ...partial } = fullSpanish;
    const withoutOption = { ...partial, fields: { ...partial.fields, tone: { label: 'Tono', options: { Formal: 'Formal' } } } };
    const root = rootWith({ 'tools/sample-tool/locales/de.json': withoutOption });
    expect(lines(root)).toEqual([expect.stringMatching(/^tools\/sample-tool\/locales\/de\.json \/ is partial: translate \/promptPlaceholder, \/fields\/tone\/options\/Pros~1Cons /)]);
    expect(coverageLines(lintCatalogue(root, ['/tools/:toolId']).coverage)).toContain('coverage de    0/1 tools translated, 1 partial or invalid (2 texts missing)');
  });

  it('reports, with the file path, every key the manifest lacks, in the manifest\'s words', () => {
    const extra = {
      ...fullSpanish,
      contextOptions: { ...fullSpanish.contextOptions, poetic: { label: 'Poético', description: 'Un registro poético.' } },
      fields: { ...fullSpanish.fields, mood: { label: 'Ánimo' }, tone: { label: 'Tono', options: { ...fullSpanish.fields.tone.options, Casual: 'Informal' } } },
      listings: { ...fullSpanish.listings, business: 'Otra' },
    };
    const root = rootWith({ 'tools/sample-tool/locales/fr.json': extra });
    expect(lines(root)).toEqual([
      'tools/sample-tool/locales/fr.json /contextOptions/poetic the manifest has no context option with value "poetic"',
      'tools/sample-tool/locales/fr.json /fields/mood the manifest has no field named "mood"',
      'tools/sample-tool/locales/fr.json /fields/tone/options/Casual field "tone" has no option "Casual" in the manifest',
      'tools/sample-tool/locales/fr.json /listings/business the manifest lists the tool in no category "business"',
    ]);
  });

  it('reports a file against the schema: an unknown top-level text, the prompt, an empty text', () => {
    const root = rootWith({ 'tools/sample-tool/locales/ja.json': { ...fullSpanish, systemPrompt: 'あなたは…', title: '' } });
    const found = lines(root);
    expect(found).toContain('tools/sample-tool/locales/ja.json / must NOT have additional properties');
    expect(found).toContain('tools/sample-tool/locales/ja.json /title must NOT have fewer than 1 characters');
  });

  it('reports an en.json, a file named after no locale and a folder in locales/, and edits nothing', () => {
    const root = rootWith({
      'tools/sample-tool/locales/en.json': fullSpanish,
      'tools/sample-tool/locales/pt.json': fullSpanish,
      'tools/sample-tool/locales/es/extra.json': fullSpanish,
    });
    const before = fs.readFileSync(path.join(root, 'tools/sample-tool/locales/en.json'), 'utf8');
    expect(lines(root)).toEqual([
      'tools/sample-tool/locales/en.json / must not exist: the English texts are the manifest (or tools/categories.json) itself; delete en.json',
      'tools/sample-tool/locales/es / is a folder: a locales/ folder holds one <locale>.json per language (es, pt-br, fr, de, id, ja, ar)',
      'tools/sample-tool/locales/pt.json / "pt.json" is not a locale: name the file <locale>.json, one of es, pt-br, fr, de, id, ja, ar',
    ]);
    expect(fs.readFileSync(path.join(root, 'tools/sample-tool/locales/en.json'), 'utf8')).toBe(before);
  });

  it('checks tools/locales/<locale>.json against the categories, and does not take that folder for a tool', () => {
    const site = { $schema: '../../schemas/site-locale.schema.json', categories: { writing: { title: 'Escritura', description: 'Una categoría.' }, travel: { title: 'Viajes', description: 'No existe.' } } };
    const root = rootWith({ 'tools/locales/es.json': site, 'tools/locales/xx.json': site });
    expect(lines(root)).toEqual([
      'tools/locales/es.json / is partial: translate /categories/extras/title, /categories/extras/description',
      'tools/locales/es.json /categories/travel tools/categories.json has no category "travel"',
      'tools/locales/xx.json / "xx.json" is not a locale: name the file <locale>.json, one of es, pt-br, fr, de, id, ja, ar',
    ]);
  });
});
