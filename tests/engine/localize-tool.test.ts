import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localizeCatalogue } from '../../engine/catalogue/localize-catalogue.ts';
import { localizeCategory, localizeTool, type SiteLocale, type ToolLocale } from '../../engine/catalogue/localize-tool.ts';
import type { Tool } from '../../engine/catalogue/types.ts';
import { TRANSLATED_LOCALES } from '../../engine/i18n/locales.ts';
import { validateToolLocale } from '../../engine/validation/generated/validators.js';
import { expectedLocaleKeys } from '../../scripts/lib/locale-keys.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';

const catalogue = readCatalogue(path.resolve(import.meta.dirname, '../..'));
const tools = catalogue.tools;
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** A locale file giving `text(pointer)` for each of `pointers` (keywords: a list). */
function localeFile(pointers: readonly string[], text: (pointer: string, i: number) => string): ToolLocale {
  const file: Record<string, unknown> = { $schema: '../../../schemas/tool-locale.schema.json' };
  pointers.forEach((pointer, i) => {
    const segments = segmentsOf(pointer);
    let node = file;
    for (const s of segments.slice(0, -1)) node = (node[s] ??= {}) as Record<string, unknown>;
    const last = segments[segments.length - 1]!;
    node[last] = last === 'keywords' && segments.length === 1 ? [text(pointer, i), `${text(pointer, i)} 2`] : text(pointer, i);
  });
  return file as unknown as ToolLocale;
}

/** The text a localized tool shows where a locale-file pointer says: the overlay read back. */
function readBack(tool: Tool, pointer: string): unknown {
  const [top, key, sub, option] = segmentsOf(pointer);
  if (top === 'contextOptions') return tool.contextOptions?.find((o) => o.value === key)?.[sub as 'label' | 'description'];
  if (top === 'listings') return tool.listings?.find((l) => l.category === key)?.title;
  if (top === 'fields') {
    const field = tool.fields?.find((f) => f.name === key);
    if (sub === 'options') return field?.optionLabels?.[field.options?.indexOf(option!) ?? -1];
    return field?.[sub as 'label' | 'placeholder'];
  }
  if (top === 'seo') return tool.seo?.[key as 'title' | 'description'];
  if (top === 'handOff') return tool.handOff?.label;
  // A limit is keyed by its English label; read back by position, as the overlay keeps the order.
  if (top === 'limits') return tool.limits?.[englishLimitIndex(tool.id, key!)]?.label;
  return (tool as unknown as Record<string, unknown>)[top!];
}

function englishLimitIndex(toolId: string, label: string): number {
  return tools.find((t) => t.id === toolId)?.limits?.findIndex((l) => l.label === label) ?? -1;
}

/** What the gateway reads of a tool: none of it may change with a translation. */
function gatewayView(tool: Tool) {
  return {
    id: tool.id,
    category: tool.category,
    renderer: tool.renderer,
    systemPrompt: tool.systemPrompt,
    contextOptions: tool.contextOptions?.map((o) => ({ value: o.value, instruction: o.instruction })),
    fields: tool.fields?.map(({ name, type, options, required, maxLength, min, max }) => ({ name, type, options, required, maxLength, min, max })),
    listings: tool.listings?.map((l) => l.category),
    handOff: tool.handOff?.tool,
    outputControls: tool.outputControls,
    modelTier: tool.modelTier,
    requestBox: tool.requestBox,
    limits: tool.limits?.map(({ characters, words }) => ({ characters, words })),
  };
}

const anyTool = fc.constantFrom(...tools);
const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');

/** A tool and a locale file for it: every translatable text (or a random part of them), random texts. */
const toolWithFile = (partial: boolean) =>
  anyTool.chain((tool) => {
    const keys = expectedLocaleKeys(tool);
    const subset = partial ? fc.subarray(keys) : fc.constant(keys);
    return fc.tuple(fc.constant(tool), subset, fc.array(text, { minLength: keys.length, maxLength: keys.length }));
  });

describe('localizeTool', () => {
  it('changes nothing the gateway reads, for any tool and any (partial) translation', () => {
    fc.assert(
      fc.property(toolWithFile(true), ([tool, keys, texts]) => {
        const localized = localizeTool(tool, localeFile(keys, (_, i) => texts[i]!));
        expect(gatewayView(localized)).toEqual(gatewayView(tool));
      }),
    );
  });

  it('shows every text of a full translation where the manifest had the English one', () => {
    fc.assert(
      fc.property(toolWithFile(false), ([tool, keys, texts]) => {
        const file = localeFile(keys, (_, i) => `${texts[i]} #${i}`);
        const localized = localizeTool(tool, file);
        keys.forEach((pointer, i) => {
          const expected = segmentsOf(pointer)[0] === 'keywords' ? [`${texts[i]} #${i}`, `${texts[i]} #${i} 2`] : `${texts[i]} #${i}`;
          expect(readBack(localized, pointer), pointer).toEqual(expected);
        });
      }),
    );
  });

  it('keeps the English text for each key a partial file lacks', () => {
    fc.assert(
      fc.property(toolWithFile(true), ([tool, keys, texts]) => {
        const localized = localizeTool(tool, localeFile(keys, (_, i) => `${texts[i]} #${i}`));
        for (const pointer of expectedLocaleKeys(tool).filter((k) => !keys.includes(k))) {
          const english = readBack(tool, pointer) ?? segmentsOf(pointer).at(-1); // an option's English text is its own label
          expect(readBack(localized, pointer) ?? segmentsOf(pointer).at(-1), pointer).toEqual(english);
        }
      }),
    );
  });

  it('without a file the tool is the English one', () => {
    for (const tool of tools) expect(localizeTool(tool, undefined)).toBe(tool);
  });

  it('a generated full file is what the generated schema accepts (the marks and the schema agree)', () => {
    for (const tool of tools) {
      const file = localeFile(expectedLocaleKeys(tool), (_, i) => `texto ${i}`);
      expect(validateToolLocale(file), `${tool.id}: ${JSON.stringify(validateToolLocale.errors)}`).toBe(true);
    }
  });

  it('a select option shows its translation and keeps its English value', () => {
    const tool = tools.find((t) => t.fields?.some((f) => f.options))!;
    const field = tool.fields!.find((f) => f.options)!;
    const option = field.options![0]!;
    const localized = localizeTool(tool, { $schema: '../../../schemas/tool-locale.schema.json', fields: { [field.name]: { label: 'Etiqueta', options: { [option]: 'Opción traducida' } } } });
    const shown = localized.fields!.find((f) => f.name === field.name)!;
    expect(shown.options).toEqual(field.options);
    expect(shown.optionLabels?.[0]).toBe('Opción traducida');
    expect(shown.optionLabels?.slice(1)).toEqual(field.options!.slice(1));
  });
});

describe('localizeCategory and localizeCatalogue', () => {
  const site = (title: string): SiteLocale => ({
    $schema: '../../schemas/site-locale.schema.json',
    categories: Object.fromEntries(catalogue.categories.map((c, i) => [c.id, { title: `${title} ${i}`, description: `${title} ${i} description` }])),
  });

  it('reads back every category text, and leaves a category the file lacks in English', () => {
    fc.assert(
      fc.property(text, fc.subarray(catalogue.categories.map((c) => c.id)), (title, ids) => {
        const file = site(title);
        file.categories = Object.fromEntries(Object.entries(file.categories).filter(([id]) => ids.includes(id)));
        for (const category of catalogue.categories) {
          const shown = localizeCategory(category, file);
          expect(shown.title).toBe(ids.includes(category.id) ? file.categories[category.id]!.title : category.title);
          expect(shown.id).toBe(category.id);
          expect(shown.bgColor).toBe(category.bgColor);
        }
      }),
    );
  });

  it('links a translated tool to its page in the locale and an untranslated one to its English page, marked', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRANSLATED_LOCALES), fc.subarray(tools.map((t) => t.id)), (locale, translated) => {
        const files = new Map(translated.map((id) => [id, localeFile(expectedLocaleKeys(catalogue.toolsById.get(id)), () => `${locale} ${id}`)]));
        const view = localizeCatalogue(catalogue, locale, { tool: (id) => files.get(id), site: site(locale) });
        for (const tool of tools) {
          const shown = view.toolsById.get(tool.id)!;
          if (files.has(tool.id)) {
            expect(shown.path).toBe(`/${locale}${tool.path}`);
            expect(shown.title).toBe(`${locale} ${tool.id}`);
            expect(shown.lang).toBeUndefined();
          } else {
            expect(shown).toEqual({ ...tool, lang: 'en' });
          }
          expect(gatewayView(shown)).toEqual(gatewayView(tool));
        }
        for (const category of view.categories) {
          expect(category.title).toBe(`${locale} ${catalogue.categories.findIndex((c) => c.id === category.id)}`);
          for (const entry of category.entries) expect(entry.tool).toBe(view.toolsById.get(entry.tool.id));
          expect(category.entries.length).toBe(catalogue.categories.find((c) => c.id === category.id)!.entries.length);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('in English is the catalogue itself', () => {
    expect(localizeCatalogue(catalogue, 'en', { tool: () => undefined, site: undefined })).toBe(catalogue);
  });
});
