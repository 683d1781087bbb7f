import { publicOutputControls } from '../generation/output-controls.ts';
import type { CategoryWithTools, SidebarCategory, Tool, ToolPageData, ToolSummary } from './types.ts';

/** The fields of a tool the home page carries (see ToolSummary). */
export function toolSummary(tool: Tool): ToolSummary {
  // Keywords travel in the prerendered home page's loader data (HTML/JSON), not in JavaScript.
  const { id, title, description, icon, category, path, keywords, lang } = tool;
  return { id, title, description, icon, category, path, keywords, ...(lang ? { lang } : {}) };
}

/** The categories with their entries reduced to summaries, for the home page. */
export function summaryCategories(categories: readonly CategoryWithTools<Tool>[]): CategoryWithTools[] {
  return categories.map(({ id, title, description, bgColor, entries }) => ({
    id,
    title,
    description,
    bgColor,
    entries: entries.map((e) => ({ ...e, tool: toolSummary(e.tool) })),
  }));
}

/**
 * A tool page's data: the tool without its system prompt and without any context
 * instruction (both are only ever read by the gateway), its hand-off resolved to a path.
 */
export function toolPageData(tool: Tool, toolsById: ReadonlyMap<string, Tool>): ToolPageData {
  const { systemPrompt: _prompt, contextOptions, handOff, outputControls: _controls, categoryControls: _policy, ...rest } = tool;
  const target = handOff ? toolsById.get(handOff.tool) : undefined;
  const controls = publicOutputControls(tool);
  return {
    ...rest,
    ...(controls ? { outputControls: controls } : {}),
    ...(contextOptions ? { contextOptions: contextOptions.map(({ value, label, description }) => ({ value, label, description })) } : {}),
    ...(handOff && target ? { handOff: { path: target.path, label: handOff.label } } : {}),
  };
}

/** The sidebar of a tool page: its category's entries as links, nothing else of those tools. */
export function sidebarCategory(tool: Tool, categories: readonly CategoryWithTools<Tool>[]): SidebarCategory | null {
  const category = categories.find((c) => c.id === tool.category);
  if (!category) return null;
  return {
    id: category.id,
    title: category.title,
    entries: category.entries.map((e) => ({ id: e.tool.id, title: e.title, icon: e.tool.icon, path: e.tool.path, ...(e.tool.lang ? { lang: e.tool.lang } : {}) })),
  };
}
