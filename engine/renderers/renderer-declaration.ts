import type { CatalogueProblem } from '../catalogue/types.ts';

/**
 * What a renderer declares about itself in renderers/<name>/renderer.json: pure data, so the
 * engine, the browser build, the gateway and the build scripts read the same file (Vite's glob
 * in bundled code, a directory read in scripts). Everything that used to be a central list
 * derives from these: the catalogue's renderer names, the output caps, the gateway's drain list
 * and /api/config flags, the own-page routes and the docs' renderer table.
 */
export interface RendererDeclaration {
  /** What the renderer does, for contributors and the tool list of docs/tools.md. */
  summary: string;
  /** The gateway endpoint it calls, or null when it runs entirely in the browser. */
  endpoint: string | null;
  /** True when its page reads a prompt from the URL (?prompt=), so another tool can hand off to it. */
  acceptsPrompt: boolean;
  /** max_tokens when a manifest sets no maxOutputTokens; only renderers that stream text have one. */
  defaultMaxOutputTokens?: number;
  /** Gateway paths (Hono patterns) on which no new request starts while the instance drains. */
  drainPaths?: readonly string[];
  /** A flag of /api/config: `name` is true when the server config's `requires` entry is set. */
  configFlag?: { name: string; requires: string };
  /** The page module (relative to src/) of a tool with a page of its own (manifest `path`). */
  ownPageModule?: string;
}

export type RendererMap = Readonly<Record<string, RendererDeclaration>>;

const DECLARATION_FILE = /^renderers\/([a-z0-9-]+)\/renderer\.json$/;

type Check = [field: string, ok: (v: unknown) => boolean, wanted: string];
const isString = (v: unknown) => typeof v === 'string' && v.length > 0;
const optional = (test: (v: unknown) => boolean) => (v: unknown) => v === undefined || test(v);
const CHECKS: Check[] = [
  ['summary', isString, 'a non-empty string'],
  ['endpoint', (v) => v === null || (typeof v === 'string' && v.startsWith('/api/')), 'null or a path under /api/'],
  ['acceptsPrompt', (v) => typeof v === 'boolean', 'true or false'],
  ['defaultMaxOutputTokens', optional((v) => Number.isInteger(v) && (v as number) >= 64 && (v as number) <= 32_768), 'an integer from 64 to 32768'],
  ['drainPaths', optional((v) => Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/api/'))), 'a list of paths under /api/'],
  ['configFlag', optional((v) => typeof v === 'object' && v !== null && isString((v as Record<string, unknown>).name) && isString((v as Record<string, unknown>).requires)), '{ "name", "requires" } strings'],
  ['ownPageModule', optional((v) => typeof v === 'string' && /^routes\/[\w./-]+\.tsx$/.test(v)), 'a page module under routes/ (relative to src/)'],
];

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
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ file, pointer: '/', message: 'must be a JSON object' });
      continue;
    }
    const record = value as Record<string, unknown>;
    const known = new Set(CHECKS.map(([field]) => field));
    const own = CHECKS.filter(([field, ok]) => !ok(record[field])).map(([field, , wanted]) => ({ file, pointer: `/${field}`, message: `must be ${wanted}` }));
    for (const field of Object.keys(record)) if (!known.has(field)) own.push({ file, pointer: `/${field}`, message: 'is not a renderer declaration field' });
    problems.push(...own);
    if (own.length === 0) entries.push([name, record as unknown as RendererDeclaration]);
  }
  entries.sort(([a], [b]) => (a === 'generic' ? -1 : b === 'generic' ? 1 : a.localeCompare(b)));
  return { renderers: Object.freeze(Object.fromEntries(entries)), problems };
}

/** Keys of a Vite glob relative to a module, as repository paths ("../../renderers/x/renderer.json" → "renderers/x/renderer.json"). */
export function repoRelative(globKey: string): string {
  return globKey.replace(/^(\.\.\/)+/, '');
}
