import { isIconName } from '../catalogue/icon-names.ts';
import { checkRenderers, type RendererMap } from '../renderers/renderer-declaration.ts';
import { toolPath } from '../catalogue/tool-path.ts';
import type { CatalogueProblem, CategoryWithTools, Tool, ToolCategory, ToolEntry } from '../catalogue/types.ts';
import { LENGTH_WORDS, type CategoryControls } from '../generation/output-controls.ts';
import { schemaProblems } from './schema-problems.ts';
import { toolInputProblems } from './check-tool-inputs.ts';
import { validateCategories, validateTool } from '../validation/generated/validators.js';

export const CATEGORIES_FILE = 'tools/categories.json';

export interface CatalogueInput {
  /** Parsed categories file (tools/categories.json). */
  categories: unknown;
  /** Parsed manifests keyed by their file, e.g. "tools/ai-writer/manifest.json". */
  manifests: Record<string, unknown>;
  /** Parsed renderer declarations keyed by their file, e.g. "renderers/editor/renderer.json". */
  renderers: Record<string, unknown>;
}

export interface Catalogue {
  /** Valid tools in category order, then by title. */
  tools: Tool[];
  toolsById: ReadonlyMap<string, Tool>;
  categories: CategoryWithTools<Tool>[];
  /** Every valid renderer declaration, by name (generic first). */
  renderers: RendererMap;
  problems: CatalogueProblem[];
}

const MANIFEST_FILE = /^tools\/([^/]+)\/manifest\.json$/;

/** How to fix a category that lacks a policy field: a new category must choose, never inherit silently. */
const CATEGORY_FIELD_FIXES: Readonly<Record<string, string>> = {
  lengthFamily: `is required: add "lengthFamily" to this category in ${CATEGORIES_FILE}, one of ${Object.keys(LENGTH_WORDS).join(', ')} (the word ranges its tools' short, medium and long mean; general when none fits)`,
  controlsOff: `is required: add "controlsOff" to this category in ${CATEGORIES_FILE}: [] keeps language, length and tone on, or list the ones its tools do not offer`,
};

/** The categories of a valid categories file (none when it is invalid), each problem reported. */
function checkCategories(file: unknown, problems: CatalogueProblem[]): ToolCategory[] {
  if (!validateCategories(file)) {
    problems.push(...schemaProblems(CATEGORIES_FILE, validateCategories.errors, CATEGORY_FIELD_FIXES));
    return [];
  }
  const seen = new Set<string>();
  file.categories.forEach((c, i) => {
    if (seen.has(c.id)) problems.push({ file: CATEGORIES_FILE, pointer: `/categories/${i}/id`, message: `duplicate category id "${c.id}"` });
    seen.add(c.id);
  });
  return file.categories;
}

/** Each category with its entries: its own tools, and the tools listed in it under another title. */
function groupByCategory(categoryList: readonly ToolCategory[], accepted: readonly Tool[]): CategoryWithTools<Tool>[] {
  // A category's policy lives on its tools (categoryControls); the pages get its section only.
  const categories: CategoryWithTools<Tool>[] = categoryList.map(({ id, title, description, bgColor }) => ({ id, title, description, bgColor, entries: [] as ToolEntry<Tool>[] }));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  for (const tool of accepted) {
    categoryById.get(tool.category)?.entries.push({ tool, title: tool.title, categoryId: tool.category, isListing: false });
    for (const listing of tool.listings ?? []) {
      categoryById.get(listing.category)?.entries.push({ tool, title: listing.title, categoryId: listing.category, isListing: true });
    }
  }
  return categories;
}

/**
 * Validates the categories file and every manifest with the compiled schema
 * validators, then applies the cross-file rules. A bad manifest is reported
 * and left out; the rest of the catalogue still builds. Never throws on bad data.
 */
export function checkCatalogue(input: CatalogueInput): Catalogue {
  const checked = checkRenderers(input.renderers);
  const renderers = checked.renderers;
  const isRenderer = (name: string) => Object.hasOwn(renderers, name);
  const problems: CatalogueProblem[] = [...checked.problems];
  const categoryList = checkCategories(input.categories, problems);
  const categoryIds = new Set(categoryList.map((c) => c.id));
  const controlsByCategory = new Map(categoryList.map((c): [string, CategoryControls] => [c.id, { lengthFamily: c.lengthFamily, controlsOff: c.controlsOff }]));

  const accepted: Tool[] = [];
  const byId = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const file of Object.keys(input.manifests).sort()) {
    const folder = MANIFEST_FILE.exec(file)?.[1];
    const manifest = input.manifests[file];
    if (!folder) {
      problems.push({ file, pointer: '/', message: 'manifests live at tools/<id>/manifest.json' });
      continue;
    }
    if (folder.startsWith('_')) continue; // _template and other non-tool folders
    if (!validateTool(manifest)) {
      problems.push(...schemaProblems(file, validateTool.errors));
      continue;
    }
    const own: CatalogueProblem[] = [];
    const report = (pointer: string, message: string) => own.push({ file, pointer, message });
    if (manifest.id !== folder) report('/id', `must equal the folder name "${folder}"`);
    if (byId.has(manifest.id)) report('/id', `duplicate id, also used by ${byId.get(manifest.id)}`);
    const renderer = manifest.renderer;
    if (!isRenderer(renderer)) report('/renderer', `unknown renderer "${renderer}": one of ${Object.keys(renderers).join(', ')} (each a folder renderers/<name>/ with a renderer.json)`);
    if (!isIconName(manifest.icon)) report('/icon', `unknown icon "${manifest.icon}" (see engine/catalogue/icon-names.ts)`);
    if (!categoryIds.has(manifest.category)) report('/category', `unknown category "${manifest.category}"`);
    const path = toolPath(manifest);
    if (path.startsWith('/tools/') && path !== `/tools/${manifest.id}`) report('/path', `a path under /tools/ must be /tools/${manifest.id}`);
    if (byPath.has(path)) report('/path', `route ${path} is already used by ${byPath.get(path)}`);
    const values = new Set<string>();
    manifest.contextOptions?.forEach((option, i) => {
      if (values.has(option.value)) report(`/contextOptions/${i}/value`, `duplicate context value "${option.value}"`);
      values.add(option.value);
    });
    for (const [pointer, message] of toolInputProblems(manifest)) report(pointer, message);
    const listed = new Set([manifest.category]);
    manifest.listings?.forEach((listing, i) => {
      if (!categoryIds.has(listing.category)) report(`/listings/${i}/category`, `unknown category "${listing.category}"`);
      else if (listed.has(listing.category)) report(`/listings/${i}/category`, `the tool is already listed in "${listing.category}"`);
      listed.add(listing.category);
    });
    problems.push(...own);
    if (own.length > 0 || !isRenderer(renderer)) continue;
    byId.set(manifest.id, file);
    byPath.set(path, file);
    const categoryControls = controlsByCategory.get(manifest.category);
    if (!categoryControls) continue; // reported above as an unknown category
    accepted.push({ ...manifest, renderer, path, categoryControls });
  }
  // Rules across tools: a hand-off must point at a tool that exists and reads a prompt from the URL.
  const acceptedById = new Map(accepted.map((t) => [t.id, t]));
  const handOffProblems = new Set<string>();
  for (const tool of accepted) {
    if (!tool.handOff) continue;
    const target = acceptedById.get(tool.handOff.tool);
    const file = `tools/${tool.id}/manifest.json`;
    if (!target) problems.push({ file, pointer: '/handOff/tool', message: `points at a missing tool "${tool.handOff.tool}"` });
    else if (!renderers[target.renderer]?.acceptsPrompt) {
      problems.push({ file, pointer: '/handOff/tool', message: `"${target.id}" uses the ${target.renderer} renderer, which takes no prompt from the URL` });
    } else continue;
    handOffProblems.add(tool.id);
  }
  if (handOffProblems.size > 0) accepted.splice(0, accepted.length, ...accepted.filter((t) => !handOffProblems.has(t.id)));

  const categories = groupByCategory(categoryList, accepted);
  const order = new Map(categoryList.map((c, i) => [c.id, i]));
  for (const c of categories) c.entries.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  const tools = [...accepted].sort(
    (a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) || a.title.localeCompare(b.title, 'en'),
  );
  return { tools, toolsById: new Map(tools.map((t) => [t.id, t])), categories, renderers, problems };
}
