import type { CategorySection, CategoryWithTools, Tool, ToolEntry, ToolSummary } from './types.ts';

/**
 * The home page's catalogue as it travels in the page: JSON text, parsed in the browser with
 * JSON.parse. As an object tree the loader data was 55 KB of turbo-stream with some 2,000
 * values (an object per entry, another per tool, an array of keywords each), which React
 * Router decodes value by value in JavaScript, in the task that starts hydration (4 to 5 ms
 * of CPU here, the scavenges it caused on top). As one string it is a single value for
 * turbo-stream and one native JSON.parse, and each tool's fields are written once even where
 * it is listed in a second category.
 */

/**
 * A tool: id, title, description, icon, path, and its keywords joined by "\n"; on a localized
 * home, 'en' last when the tool has no translation in that locale (ToolSummary.lang).
 */
type ToolRow = [id: string, title: string, description: string, icon: string, path: string, keywords: string, lang?: 'en'];
/** A category's entry: the index of its tool, or that index and the title it is listed under elsewhere. */
type EntryRow = number | [tool: number, listingTitle: string];
type CategoryRow = [id: string, title: string, description: string, bgColor: string, entries: EntryRow[]];

interface Rows {
  tools: ToolRow[];
  categories: CategoryRow[];
}

const KEYWORD_SEPARATOR = '\n';

/** The categories with their entries (build time, from the registry) as the text the home page carries. */
export function encodeHomeCatalogue(categories: readonly CategoryWithTools<Tool>[]): string {
  const tools: ToolRow[] = [];
  const indexOf = new Map<string, number>();
  const index = (tool: Tool): number => {
    let i = indexOf.get(tool.id);
    if (i === undefined) {
      if ((tool.keywords ?? []).some((k) => k.includes(KEYWORD_SEPARATOR))) throw new Error(`${tool.id}: a keyword holds a line break`);
      const row: ToolRow = [tool.id, tool.title, tool.description, tool.icon, tool.path, (tool.keywords ?? []).join(KEYWORD_SEPARATOR)];
      if (tool.lang) row.push(tool.lang);
      i = tools.push(row) - 1;
      indexOf.set(tool.id, i);
    }
    return i;
  };
  const rows: Rows = {
    tools,
    categories: categories.map((c) => [
      c.id,
      c.title,
      c.description,
      c.bgColor,
      c.entries.map((e) => (e.isListing ? [index(e.tool), e.title] : index(e.tool))),
    ]),
  };
  // A category's own fields beyond these four would be lost on the way: say so at build time.
  for (const c of categories) {
    const extra = Object.keys(c).filter((k) => !['id', 'title', 'description', 'bgColor', 'entries'].includes(k));
    if (extra.length > 0) throw new Error(`category ${c.id}: encodeHomeCatalogue does not carry ${extra.join(', ')}`);
  }
  return JSON.stringify(rows);
}

/** The categories with their entries, as summaryCategories makes them, from encodeHomeCatalogue's text. */
export function decodeHomeCatalogue(text: string): CategoryWithTools[] {
  const rows = JSON.parse(text) as Rows;
  // A tool's own category is the one listing it under its own title.
  const ownCategory = new Map<number, string>();
  for (const [id, , , , entries] of rows.categories) for (const e of entries) if (typeof e === 'number') ownCategory.set(e, id);
  const tools: ToolSummary[] = rows.tools.map(([id, title, description, icon, path, keywords, lang], i) => ({
    ...(lang ? { lang } : {}),
    id,
    title,
    description,
    icon,
    category: ownCategory.get(i) ?? '',
    path,
    keywords: keywords === '' ? [] : keywords.split(KEYWORD_SEPARATOR),
  }));
  return rows.categories.map(([id, title, description, bgColor, entries]): CategoryWithTools => {
    const category: CategorySection = { id, title, description, bgColor };
    return {
      ...category,
      entries: entries.map((e): ToolEntry => {
        const [i, listingTitle] = typeof e === 'number' ? [e, undefined] : e;
        const tool = tools[i];
        if (!tool) throw new Error(`home catalogue: no tool ${i}`);
        return { tool, title: listingTitle ?? tool.title, categoryId: id, isListing: listingTitle !== undefined };
      }),
    };
  });
}
