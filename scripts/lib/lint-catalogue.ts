import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueProblem } from '../../engine/catalogue/types.ts';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { OUTPUT_TOKENS_RANGE } from '../../engine/usage/output-caps.ts';
import { validateSearchSynonyms, validateSitePages } from '../../engine/validation/generated/validators.js';
import { lintLocales, type LocaleCoverage } from './lint-locales.ts';
import { PRIVATE_PAGE_PATHS, STATIC_PAGE_PATHS } from './prerender-paths.ts';
import { readCatalogueFiles } from './read-catalogue.ts';
import { servesPath, toolRoutePatterns } from './route-paths.ts';

const SYNONYMS_FILE = 'tools/search-synonyms.json';
const SITE_PAGES_FILE = 'tools/site-pages.json';

type JsonRead = { data: unknown } | { problems: CatalogueProblem[] };

/** A data file beside the manifests, parsed; a missing one is no problem (a fixture root has none). */
function readDataFile(root: string, file: string): JsonRead {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return { problems: [] };
  try {
    return { data: JSON.parse(fs.readFileSync(full, 'utf8')) };
  } catch (error) {
    return { problems: [{ file, pointer: '/', message: `is not valid JSON: ${(error as Error).message}` }] };
  }
}

const schemaErrors = (file: string, errors: ReadonlyArray<{ instancePath: string; message?: string }> | null | undefined): CatalogueProblem[] =>
  (errors ?? []).map((e) => ({ file, pointer: e.instancePath || '/', message: e.message ?? 'is invalid' }));

/** The search synonyms file: its schema, and every id it names is a tool of the catalogue. */
function synonymProblems(root: string, toolIds: ReadonlySet<string>): CatalogueProblem[] {
  const read = readDataFile(root, SYNONYMS_FILE);
  if (!('data' in read)) return read.problems;
  const data = read.data;
  if (!validateSearchSynonyms(data)) return schemaErrors(SYNONYMS_FILE, validateSearchSynonyms.errors);
  return Object.entries(data.synonyms).flatMap(([term, ids]) =>
    ids.flatMap((id, i) => (toolIds.has(id) ? [] : [{ file: SYNONYMS_FILE, pointer: `/synonyms/${term}/${i}`, message: `names no tool: "${id}" has no tools/${id}/manifest.json` }])),
  );
}

/** The site pages file: its schema, and every menu link goes to a page the build makes. */
function sitePageProblems(root: string, toolPaths: readonly string[]): CatalogueProblem[] {
  const read = readDataFile(root, SITE_PAGES_FILE);
  if (!('data' in read)) return read.problems;
  const data = read.data;
  if (!validateSitePages(data)) return schemaErrors(SITE_PAGES_FILE, validateSitePages.errors);
  const served = new Set([...STATIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, ...toolPaths, ...data.ownPages.map((p) => p.path)]);
  return Object.entries(data.navigation).flatMap(([menu, links]) =>
    links.flatMap((link, i) => (served.has(link.to) ? [] : [{ file: SITE_PAGES_FILE, pointer: `/navigation/${menu}/${i}/to`, message: `no page at ${link.to}: a tool's path, an own page or a page of src/routes.ts` }])),
  );
}

export interface LintResult {
  problems: CatalogueProblem[];
  toolCount: number;
  /** Per translated locale, how many tools have a complete translation (lint-locales.ts). */
  coverage: LocaleCoverage[];
}

/**
 * Owns every catalogue rule, each problem reported with its file and JSON pointer:
 * what the registry checks (schema, with each field's limits: keywords, SEO texts...;
 * folder = id; unique ids and routes; known categories, icons and renderers; hand-offs
 * to an existing tool), plus what needs the whole repository: every manifest `path` is
 * served by a tool route of src/routes.ts (one whose loader loads a tool), a generic tool ships its own prompt, and no two
 * tools share one; every search synonym names a tool; every menu link of tools/site-pages.json
 * goes to a page the build makes; every translation file fits its schema and its English source
 * (scripts/lib/lint-locales.ts).
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
      if (catalogue.renderers[tool.renderer]?.usage?.defaultMaxOutputTokens === undefined) problems.push({ file, pointer: '/maxOutputTokens', message: `means nothing for the ${tool.renderer} renderer: only tools that stream text have an output cap` });
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
  problems.push(...sitePageProblems(root, catalogue.tools.map((t) => t.path)));
  const locales = lintLocales(root, catalogue.tools, { categoryIds: catalogue.categories.map((c) => c.id) });
  problems.push(...locales.problems);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer));
  return { problems, toolCount: catalogue.tools.length, coverage: locales.coverage };
}
