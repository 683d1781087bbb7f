import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../src/routes.ts';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');
// The loaders that give a route a tool's page data (src/features/catalogue/page-data.server.ts).
const TOOL_LOADER = /\bloadToolBy(Id|Path)\(/;

/**
 * The path patterns of src/routes.ts whose module renders a tool page (its loader calls
 * loadToolById or loadToolByPath), e.g. 'tools/:toolId' and 'ai-text-editor'.
 */
export function toolRoutePatterns(entries: readonly RouteConfigEntry[] = routes, parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    const children = entry.children ? toolRoutePatterns(entry.children, own) : [];
    const source = fs.readFileSync(path.join(appDir, entry.file), 'utf8');
    return TOOL_LOADER.test(source) ? [own, ...children] : children;
  });
}

/** Whether a route pattern ('tools/:toolId', 'ai-text-editor', ':locale?/tools/:toolId') serves the path ('/tools/x'); an optional segment (`:name?`) may be absent. */
export function servesPath(pattern: string, routePath: string): boolean {
  return segmentsMatch(pattern.split('/').filter(Boolean), routePath.split('/').filter(Boolean));
}

function segmentsMatch(want: readonly string[], got: readonly string[]): boolean {
  const [head, ...rest] = want;
  if (head === undefined) return got.length === 0;
  if (head.startsWith(':') && head.endsWith('?') && segmentsMatch(rest, got)) return true;
  const [first, ...others] = got;
  return first !== undefined && (head.startsWith(':') || head === first) && segmentsMatch(rest, others);
}
