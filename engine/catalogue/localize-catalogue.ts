import { DEFAULT_LOCALE, LOCALE_INFO, localizePath, type Locale } from '../i18n/locales.ts';
import { localizeCategory, localizeTool, type SiteLocale, type ToolLocale } from './localize-tool.ts';
import type { CategoryWithTools, Tool } from './types.ts';

/** The catalogue as the registry builds it (English), the part the pages read. */
export interface CatalogueView {
  tools: readonly Tool[];
  toolsById: ReadonlyMap<string, Tool>;
  categories: readonly CategoryWithTools<Tool>[];
}

/** One locale's translations: a tool's file (undefined: not translated) and the site-wide file. */
export interface LocaleTexts {
  tool: (toolId: string) => ToolLocale | undefined;
  site: SiteLocale | undefined;
}

/**
 * The catalogue as a page in `locale` shows it. A translated tool gets its texts and its page in
 * that locale (`path` prefixed: every link to it, a card, a sidebar entry or a hand-off, goes
 * there). A tool without a translation keeps its English texts and English page and is marked
 * `lang: 'en'`, so the card can say so. Entries are re-sorted by their shown title in the
 * locale's collation. English: the catalogue as it is.
 */
export function localizeCatalogue(catalogue: CatalogueView, locale: Locale, texts: LocaleTexts): CatalogueView {
  if (locale === DEFAULT_LOCALE) return catalogue;
  const localized = (tool: Tool): Tool => {
    const file = texts.tool(tool.id);
    return file ? { ...localizeTool(tool, file), path: localizePath(tool.path, locale) } : { ...tool, lang: 'en' };
  };
  const toolsById = new Map(catalogue.tools.map((t) => [t.id, localized(t)]));
  const collator = new Intl.Collator(LOCALE_INFO[locale].htmlLang);
  const categories = catalogue.categories.map((category) => ({
    ...localizeCategory(category, texts.site),
    entries: category.entries
      .map((entry) => {
        const tool = toolsById.get(entry.tool.id) ?? localized(entry.tool);
        const title = entry.isListing ? (tool.listings?.find((l) => l.category === entry.categoryId)?.title ?? entry.title) : tool.title;
        return { ...entry, tool, title };
      })
      .sort((a, b) => collator.compare(a.title, b.title)),
  }));
  return { tools: catalogue.tools.map((t) => toolsById.get(t.id) ?? t), toolsById, categories };
}
