import type { CatalogueProblem } from '../catalogue/types.ts';
import { schemaProblems } from '../registry/schema-problems.ts';
import type { RendererDeclaration } from '../validation/generated/types.ts';
import { validateRenderer } from '../validation/generated/validators.js';

/**
 * What a renderer declares about itself in renderers/<name>/renderer.json (schemas/renderer.schema.json):
 * pure data, so the engine, the browser build, the gateway and the build scripts read the same file
 * (Vite's glob in bundled code, a directory read in scripts). Everything that used to be a central
 * list derives from these: the catalogue's renderer names, the quota gate's usage kinds, the output
 * caps, the gateway's drain list and /api/config flags, the own-page routes and the docs' renderer table.
 */
export type { RendererDeclaration };

/** How a renderer's AI requests count (renderer.json `usage`): the quota gate's only knowledge of a renderer. */
export type RendererUsage = NonNullable<RendererDeclaration['usage']>;

export type RendererMap = Readonly<Record<string, RendererDeclaration>>;

const DECLARATION_FILE = /^renderers\/([a-z0-9-]+)\/renderer\.json$/;

/** Checks every declaration (keyed by file, renderers/<name>/renderer.json) and maps the valid ones by name, generic first. */
export function checkRenderers(files: Record<string, unknown>): { renderers: RendererMap; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const entries: [string, RendererDeclaration][] = [];
  for (const [file, value] of Object.entries(files)) {
    const name = DECLARATION_FILE.exec(file)?.[1];
    if (!name) {
      problems.push({ file, pointer: '/', message: 'renderer declarations live at renderers/<name>/renderer.json' });
      continue;
    }
    if (!validateRenderer(value)) {
      problems.push(...schemaProblems(file, validateRenderer.errors));
      continue;
    }
    entries.push([name, value]);
  }
  // One kind, one renderer: the usage records of two renderers must never add up under one name.
  const kindOwner = new Map<string, string>();
  for (const [name, { usage }] of entries) {
    if (!usage) continue;
    const owner = kindOwner.get(usage.kind);
    if (owner) problems.push({ file: `renderers/${name}/renderer.json`, pointer: '/usage/kind', message: `"${usage.kind}" is already the usage kind of the ${owner} renderer` });
    else kindOwner.set(usage.kind, name);
  }
  entries.sort(([a], [b]) => (a === 'generic' ? -1 : b === 'generic' ? 1 : a.localeCompare(b)));
  return { renderers: Object.freeze(Object.fromEntries(entries)), problems };
}

/** Keys of a Vite glob relative to a module, as repository paths ("../../renderers/x/renderer.json" → "renderers/x/renderer.json"). */
export function repoRelative(globKey: string): string {
  return globKey.replace(/^(\.\.\/)+/, '');
}
