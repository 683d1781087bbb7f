import type { CatalogueProblem } from '../../engine/catalogue/types.ts';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { readCatalogueFiles } from './read-catalogue.ts';
import { servesPath, toolRoutePatterns } from './route-paths.ts';

export interface LintResult {
  problems: CatalogueProblem[];
  toolCount: number;
}

/**
 * Owns every catalogue rule, each problem reported with its file and JSON pointer:
 * what the registry checks (schema, with each field's limits: keywords, SEO texts...;
 * folder = id; unique ids and routes; known categories, icons and renderers; hand-offs
 * to an existing tool), plus what needs the whole repository: every manifest `path` is
 * served by a tool route of src/routes.ts (one whose loader loads a tool), a generic tool ships its own prompt, and no two
 * tools share one.
 */
export function lintCatalogue(root: string, routes: readonly string[] = toolRoutePatterns()): LintResult {
  const files = readCatalogueFiles(root);
  const catalogue = checkCatalogue(files.input);
  const problems = [...files.problems, ...catalogue.problems];
  const promptOwner = new Map<string, string>();
  for (const tool of [...catalogue.tools].sort((a, b) => a.id.localeCompare(b.id))) {
    const file = `tools/${tool.id}/manifest.json`;
    if (!routes.some((pattern) => servesPath(pattern, tool.path))) {
      problems.push({ file, pointer: tool.path === `/tools/${tool.id}` ? '/id' : '/path', message: `no tool route in src/routes.ts serves ${tool.path}` });
    }
    if (tool.renderer === 'generic' && !tool.systemPrompt) {
      problems.push({ file, pointer: '/systemPrompt', message: 'is required for the generic renderer: write the prompt this tool needs' });
    }
    if (tool.systemPrompt) {
      const key = tool.systemPrompt.trim().toLowerCase();
      const owner = promptOwner.get(key);
      if (owner) problems.push({ file, pointer: '/systemPrompt', message: `is the same as ${owner}'s: each tool needs its own prompt` });
      else promptOwner.set(key, tool.id);
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer));
  return { problems, toolCount: catalogue.tools.length };
}
