// The virtual module served by scripts/vite/tool-index.ts.
declare module 'virtual:tool-index' {
  import type { CategoryWithTools, ToolSummary } from '../../engine/catalogue/types.ts';
  export const tools: ToolSummary[];
  export const categories: CategoryWithTools[];
}
