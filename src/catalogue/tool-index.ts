import type { CategoryWithTools, ToolSummary } from '../../engine/catalogue/types.ts';
// Generated at build time from tools/ by scripts/vite/tool-index.ts (see there why).
import * as generated from 'virtual:tool-index';

export interface ToolIndex {
  /** Valid tools in category order, then by title. */
  tools: readonly ToolSummary[];
  toolsById: ReadonlyMap<string, ToolSummary>;
  /** Categories in the order of tools/categories.json, each with its cards (tools and listings). */
  categories: readonly CategoryWithTools[];
}

export const toolIndex: ToolIndex = {
  tools: generated.tools,
  toolsById: new Map(generated.tools.map((t) => [t.id, t])),
  categories: generated.categories,
};
