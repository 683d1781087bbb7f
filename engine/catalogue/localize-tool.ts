import type { SiteLocale, ToolLocale } from '../validation/generated/types.ts';
import type { CategorySection, DisplayToolField, Tool } from './types.ts';

export type { SiteLocale, ToolLocale };

// A locale file (tools/<id>/locales/<locale>.json) gives the texts a visitor reads; the manifest
// stays the English source of everything else. The overlay replaces texts only: ids, option
// values, the system prompt and every context instruction are the manifest's, because the
// gateway builds prompts from the English manifest and the browser sends English values.
// A text the file lacks stays English (the lint reports such a file as partial), even where the
// schema requires it: the overlay never shows an empty label.

/** A key's own value: an option text such as "constructor" must not find Object.prototype's. */
function pick<V>(map: Readonly<Record<string, V>> | undefined, key: string): V | undefined {
  return map !== undefined && Object.hasOwn(map, key) ? map[key] : undefined;
}

function localizeField(field: DisplayToolField, texts: NonNullable<ToolLocale['fields']>[string] | undefined): DisplayToolField {
  if (!texts) return field;
  const optionTexts = texts.options;
  return {
    ...field,
    label: texts.label ?? field.label,
    ...(field.placeholder !== undefined ? { placeholder: texts.placeholder ?? field.placeholder } : {}),
    ...(field.options && optionTexts ? { optionLabels: field.options.map((o) => pick(optionTexts, o) ?? o) } : {}),
  };
}

/** The tool with the locale's texts laid over its English ones; `texts` undefined: the tool as it is. */
export function localizeTool(tool: Tool, texts: ToolLocale | undefined): Tool {
  if (!texts) return tool;
  const { contextOptions, fields, listings, seo, handOff, limits } = tool;
  return {
    ...tool,
    title: texts.title ?? tool.title,
    description: texts.description ?? tool.description,
    keywords: texts.keywords ?? tool.keywords,
    ...(tool.promptPlaceholder !== undefined ? { promptPlaceholder: texts.promptPlaceholder ?? tool.promptPlaceholder } : {}),
    ...(seo ? { seo: { title: texts.seo?.title ?? seo.title, description: texts.seo?.description ?? seo.description } } : {}),
    ...(contextOptions
      ? {
          contextOptions: contextOptions.map((o) => {
            const t = pick(texts.contextOptions, o.value);
            return t ? { ...o, label: t.label ?? o.label, description: t.description ?? o.description } : o;
          }),
        }
      : {}),
    ...(fields ? { fields: fields.map((f) => localizeField(f, pick(texts.fields, f.name))) } : {}),
    ...(listings ? { listings: listings.map((l) => ({ ...l, title: pick(texts.listings, l.category) ?? l.title })) } : {}),
    ...(handOff ? { handOff: { ...handOff, label: texts.handOff?.label ?? handOff.label } } : {}),
    // A limit's label is keyed by its English text: limits have no id of their own.
    ...(limits ? { limits: limits.map((l) => (l.label === undefined ? l : { ...l, label: pick(texts.limits, l.label) ?? l.label })) } : {}),
  };
}

/** A category section with the locale's heading and sentence; untranslated: as it is. */
export function localizeCategory<C extends CategorySection>(category: C, texts: SiteLocale | undefined): C {
  const t = pick(texts?.categories, category.id);
  return t ? { ...category, title: t.title ?? category.title, description: t.description ?? category.description } : category;
}

