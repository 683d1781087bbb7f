import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueProblem } from '../../engine/catalogue/types.ts';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { DEFAULT_MAX_OUTPUT_TOKENS, OUTPUT_TOKENS_RANGE } from '../../engine/usage/output-caps.ts';
import { validateSearchSynonyms } from '../../engine/validation/generated/validators.js';
import { readCatalogueFiles } from './read-catalogue.ts';
import { servesPath, toolRoutePatterns } from './route-paths.ts';

const SYNONYMS_FILE = 'tools/search-synonyms.json';

/** The search synonyms file: its schema, and every id it names is a tool of the catalogue. */
function synonymProblems(root: string, toolIds: ReadonlySet<string>): CatalogueProblem[] {
  const file = path.join(root, SYNONYMS_FILE);
  if (!fs.existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return [{ file: SYNONYMS_FILE, pointer: '/', message: `is not valid JSON: ${(error as Error).message}` }];
  }
  if (!validateSearchSynonyms(data)) {
    return (validateSearchSynonyms.errors ?? []).map((e) => ({ file: SYNONYMS_FILE, pointer: e.instancePath || '/', message: e.message ?? 'is invalid' }));
  }
  return Object.entries(data.synonyms).flatMap(([term, ids]) =>
    ids.flatMap((id, i) => (toolIds.has(id) ? [] : [{ file: SYNONYMS_FILE, pointer: `/synonyms/${term}/${i}`, message: `names no tool: "${id}" has no tools/${id}/manifest.json` }])),
  );
}

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
 * tools share one; every search synonym names a tool.
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
    if (tool.maxOutputTokens !== undefined) {
      const { min, max } = OUTPUT_TOKENS_RANGE;
      if (!(tool.renderer in DEFAULT_MAX_OUTPUT_TOKENS)) problems.push({ file, pointer: '/maxOutputTokens', message: `means nothing for the ${tool.renderer} renderer: only tools that stream text have an output cap` });
      else if (!Number.isInteger(tool.maxOutputTokens) || tool.maxOutputTokens < min || tool.maxOutputTokens > max) problems.push({ file, pointer: '/maxOutputTokens', message: `must be a whole number from ${min} to ${max}` });
    }
    if (tool.systemPrompt) {
      const key = tool.systemPrompt.trim().toLowerCase();
      const owner = promptOwner.get(key);
      if (owner) problems.push({ file, pointer: '/systemPrompt', message: `is the same as ${owner}'s: each tool needs its own prompt` });
      else promptOwner.set(key, tool.id);
    }
  }
  problems.push(...synonymProblems(root, new Set(catalogue.tools.map((t) => t.id))));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer));
  return { problems, toolCount: catalogue.tools.length };
}
