import type { Tool } from '../../../engine/catalogue/types.ts';
import { registry } from '../../../engine/registry/registry.ts';
import { pageMeta, toolPageTitle } from '../seo/page-meta.ts';

/** The manifest of a tool that has a route of its own; the build fails loudly if it is missing. */
export function ownRouteTool(id: string): Tool {
  const tool = registry.toolsById.get(id);
  if (!tool) throw new Error(`tools/${id}/manifest.json is missing or invalid`);
  return tool;
}

export function ownRouteToolMeta(tool: Tool) {
  return pageMeta({ title: toolPageTitle(tool), description: tool.seo?.description ?? tool.description, path: tool.path });
}
