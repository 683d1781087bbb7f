import type { ContextOption, ToolCategory, ToolManifest } from '../validation/generated/types.ts';

export type { ContextOption, ToolCategory, ToolManifest };
export type Renderer = ToolManifest['renderer'];

/** A validated manifest with its route resolved. */
export interface Tool extends ToolManifest {
  path: string;
}

/** One card in a category: the tool itself or a listing of it under another title. */
export interface ToolEntry {
  tool: Tool;
  title: string;
  categoryId: string;
  /** True for a listing in a category other than the tool's own. */
  isListing: boolean;
}

export interface CategoryWithTools extends ToolCategory {
  entries: ToolEntry[];
}

/** A problem found in a manifest: file relative to the repo root, JSON pointer, message. */
export interface CatalogueProblem {
  file: string;
  pointer: string;
  message: string;
}
