import type { CategoryWithTools, Tool, ToolPageData, ToolSummary } from './types.ts';

/** The fields of a tool the browser's first chunk carries (see ToolSummary). */
export function toolSummary(tool: Tool): ToolSummary {
  const { id, title, description, icon, category, path } = tool;
  return { id, title, description, icon, category, path };
}

/** The categories with their entries reduced to summaries, for the browser. */
export function summaryCategories(categories: readonly CategoryWithTools<Tool>[]): CategoryWithTools[] {
  return categories.map((c) => ({ ...c, entries: c.entries.map((e) => ({ ...e, tool: toolSummary(e.tool) })) }));
}

/**
 * A tool page's data: the tool without its system prompt and without any context
 * instruction (both are only ever read by the gateway), its hand-off resolved to a path.
 */
export function toolPageData(tool: Tool, toolsById: ReadonlyMap<string, Tool>): ToolPageData {
  const { systemPrompt: _prompt, contextOptions, handOff, ...rest } = tool;
  const target = handOff ? toolsById.get(handOff.tool) : undefined;
  return {
    ...rest,
    ...(contextOptions ? { contextOptions: contextOptions.map(({ value, label, description }) => ({ value, label, description })) } : {}),
    ...(handOff && target ? { handOff: { path: target.path, label: handOff.label } } : {}),
  };
}
