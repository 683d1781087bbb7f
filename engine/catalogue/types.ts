import type { ContextOption, ToolCategory, ToolField, ToolManifest } from '../validation/generated/types.ts';
import type { CategoryControls, PublicOutputControls } from '../generation/output-controls.ts';

export type { ContextOption, ToolCategory, ToolManifest };
/** A renderer name: the folder renderers/<name>/ (the schema checks the spelling; the catalogue check that the folder exists). */
export type Renderer = string;

/**
 * A field as a page shows it. A select's `options` are the values sent to the gateway (English,
 * as the manifest has them); `optionLabels`, same order, are the texts shown for them on a
 * localized page (tools/<id>/locales/<locale>.json). Absent: the options are shown as they are.
 */
export interface DisplayToolField extends ToolField {
  optionLabels?: string[];
}

/** A validated manifest with its route resolved. Server and build only: it holds the prompts. */
export interface Tool extends Omit<ToolManifest, 'renderer' | 'fields'> {
  renderer: Renderer;
  path: string;
  fields?: DisplayToolField[];
  /**
   * Set on a localized page's data when the tool has no translation in that page's locale: its
   * texts are the English ones and its `path` is its English page.
   */
  lang?: 'en';
  /** Its category's length family and the controls it turns off (tools/categories.json). */
  categoryControls: CategoryControls;
}

/**
 * What the home page knows of every tool (its cards and search): nothing more of a tool
 * reaches the browser outside the tool's own page.
 */
export type ToolSummary = Pick<Tool, 'id' | 'title' | 'description' | 'icon' | 'category' | 'path' | 'lang'> &
  // Keywords feed the home search. Optional so a page's sidebar links need not carry them.
  Partial<Pick<Tool, 'keywords'>>;

/** A context option as the browser sees it: its instruction stays on the server. */
export type PublicContextOption = Omit<ContextOption, 'instruction'>;

/**
 * One tool's page data, from its route's loader (prerendered): everything the page shows,
 * never the system prompt or a context instruction.
 */
export interface ToolPageData extends Omit<Tool, 'systemPrompt' | 'contextOptions' | 'handOff' | 'outputControls' | 'categoryControls'> {
  contextOptions?: PublicContextOption[];
  /** The output controls the tool offers, with their choices (languages included): loader data, never bundled. */
  outputControls?: PublicOutputControls;
  /** Resolved from the manifest's handOff: where the finished result can be carried. */
  handOff?: { path: string; label: string };
}

/** A tool page's sidebar: the tools of its category, as links. */
export interface SidebarCategory {
  id: string;
  title: string;
  entries: Array<{ id: string; title: string; icon: string; path: string; lang?: 'en' }>;
}

/** One card in a category: the tool itself or a listing of it under another title. */
export interface ToolEntry<T extends ToolSummary = ToolSummary> {
  tool: T;
  title: string;
  categoryId: string;
  /** True for a listing in a category other than the tool's own. */
  isListing: boolean;
}

/** What the pages show of a category: its section, not the policy it sets for its tools' controls. */
export type CategorySection = Pick<ToolCategory, 'id' | 'title' | 'description' | 'bgColor'>;

export interface CategoryWithTools<T extends ToolSummary = ToolSummary> extends CategorySection {
  entries: ToolEntry<T>[];
}

/** A problem found in a manifest: file relative to the repo root, JSON pointer, message. */
export interface CatalogueProblem {
  file: string;
  pointer: string;
  message: string;
}
