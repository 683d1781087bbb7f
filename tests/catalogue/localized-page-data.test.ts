import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { decodeHomeCatalogue } from '../../engine/catalogue/home-catalogue.ts';
import type { ToolEntry } from '../../engine/catalogue/types.ts';
import { loadHomeCatalogue, loadToolById, loadToolByPath } from '../../src/features/catalogue/page-data.server.ts';
import { ToolCard } from '../../src/features/common/tool-card.tsx';
import { toolLocales } from '../../scripts/lib/tool-locales.ts';

// The icon sprite is a Vite plugin's virtual module, not here; the card's text is what is checked.
vi.mock('../../src/icons/tool-icon.tsx', () => ({ ToolIcon: () => null }));

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
// A tool with a select field, context options or a listing: the richest page data to check.
const richTool = fs.readdirSync(path.join(root, 'tools')).find((id) => {
  const file = path.join(root, 'tools', id, 'manifest.json');
  return fs.existsSync(file) && read(`tools/${id}/manifest.json`).fields?.some((f: { options?: string[] }) => f.options) && fs.existsSync(path.join(root, 'tools', id, 'locales/es.json'));
})!;

describe('page data in a locale', () => {
  it('a tool page: the translated texts, its address in the locale, the English option values', () => {
    const english = loadToolById(richTool);
    const spanish = loadToolById(richTool, 'es');
    const texts = read(`tools/${richTool}/locales/es.json`);
    expect(spanish.tool.title).toBe(texts.title);
    expect(spanish.tool.path).toBe(`/es${english.tool.path}`);
    for (const field of spanish.tool.fields ?? []) {
      const source = english.tool.fields!.find((f) => f.name === field.name)!;
      expect(field.options).toEqual(source.options);
      expect(field.label).toBe(texts.fields?.[field.name]?.label ?? source.label);
      if (field.options) expect(field.optionLabels).toEqual(field.options.map((o) => texts.fields[field.name].options[o]));
    }
    expect(JSON.stringify(spanish)).not.toContain('systemPrompt');
    expect(spanish.sidebar?.title).toBe(read('tools/locales/es.json').categories[spanish.sidebar!.id].title);
    for (const entry of spanish.sidebar?.entries ?? []) expect(entry.path).toMatch(/^\/es\//);
  });

  it('a hand-off button carries the result to the target tool\'s page in the same locale, with its label translated', () => {
    const ids = fs.readdirSync(path.join(root, 'tools')).filter((id) => fs.existsSync(path.join(root, 'tools', id, 'manifest.json')) && read(`tools/${id}/manifest.json`).handOff);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const { tool } = loadToolById(id, 'de');
      expect(tool.handOff?.path).toMatch(/^\/de\//);
      expect(tool.handOff?.label).toBe(read(`tools/${id}/locales/de.json`).handOff.label);
    }
  });

  it('the English pages are what they were: no prefix, English texts', () => {
    const english = loadToolById(richTool);
    expect(english.tool.title).toBe(read(`tools/${richTool}/manifest.json`).title);
    expect(english.tool.path.startsWith('/es/')).toBe(false);
    expect(english.tool.lang).toBeUndefined();
  });

  it('the home in Japanese: translated categories and cards, each linking to its Japanese page', () => {
    const categories = decodeHomeCatalogue(loadHomeCatalogue('ja').catalogue);
    const site = read('tools/locales/ja.json');
    for (const category of categories) {
      expect(category.title).toBe(site.categories[category.id].title);
      for (const entry of category.entries) {
        expect(toolLocales(entry.tool.id)).toContain('ja');
        expect(entry.tool.path).toMatch(/^\/ja\//);
        expect(entry.tool.lang).toBeUndefined();
      }
    }
  });

  it('an own page found by its address with or without the locale prefix', () => {
    const english = loadHomeCatalogue();
    const tool = decodeHomeCatalogue(english.catalogue).flatMap((c) => c.entries).find((e) => !e.tool.path.startsWith('/tools/'))!.tool;
    expect(loadToolByPath(`http://x${tool.path}`, 'de').path).toBe(`/de${tool.path}`);
    expect(loadToolByPath(`http://x/de${tool.path}.data`, 'de').title).toBe(read(`tools/${tool.id}/locales/de.json`).title);
  });
});

describe('toolLocales', () => {
  it('English first, then each locale with a file, in LOCALES order', () => {
    expect(toolLocales(richTool)).toEqual(['en', 'es', 'pt-br', 'fr', 'de', 'id', 'ja', 'ar']);
    expect(toolLocales('no-such-tool')).toEqual(['en']);
  });
});

describe('a card of a tool not translated into the page\'s language', () => {
  const entry = (lang?: 'en'): ToolEntry => ({
    tool: { id: 'x', title: 'Sample', description: 'A sample tool.', icon: 'pen-line', category: 'c', path: '/tools/x', ...(lang ? { lang } : {}) },
    title: 'Sample',
    categoryId: 'c',
    isListing: false,
  });

  it('says "English" and carries lang="en"; a translated card does not', () => {
    const marked = renderToStaticMarkup(createElement(ToolCard, { entry: entry('en') }));
    expect(marked).toMatch(/<a [^>]*lang="en"/);
    expect(marked).toContain('>English</span>');
    const plain = renderToStaticMarkup(createElement(ToolCard, { entry: entry() }));
    expect(plain).not.toContain('lang=');
    expect(plain).not.toContain('English');
  });
});
