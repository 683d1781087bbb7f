import type { CatalogueProblem } from '../../engine/catalogue/types.ts';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { DEFAULT_MAX_OUTPUT_TOKENS, OUTPUT_TOKENS_RANGE } from '../../engine/usage/output-caps.ts';
import { readCatalogueFiles } from './read-catalogue.ts';

export interface LintResult {
  problems: CatalogueProblem[];
  toolCount: number;
}

/**
 * Everything the registry checks, plus policy that needs fields the browser
 * build strips (system prompts): a generic tool must ship its own prompt, and
 * no two tools may share one.
 */
export function lintCatalogue(root: string): LintResult {
  const files = readCatalogueFiles(root);
  const catalogue = checkCatalogue(files.input);
  const problems = [...files.problems, ...catalogue.problems];
  const promptOwner = new Map<string, string>();
  for (const tool of [...catalogue.tools].sort((a, b) => a.id.localeCompare(b.id))) {
    const file = `tools/${tool.id}/manifest.json`;
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
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.pointer.localeCompare(b.pointer));
  return { problems, toolCount: catalogue.tools.length };
}
