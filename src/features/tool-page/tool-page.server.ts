import { data } from 'react-router';
import { toolPageData } from '../../../engine/catalogue/client-data.ts';
import type { Tool, ToolPageData } from '../../../engine/catalogue/types.ts';
import { registry } from '../../../engine/registry/registry.ts';

// Route loaders only. They run when the build prerenders a page; the result is written into
// that page (and its .data file), so the browser gets one tool's data, never the catalogue.
// The .server suffix makes the build fail if a browser module ever imports this file.

function pageOf(tool: Tool | undefined): ToolPageData {
  if (!tool) throw data('Tool not found', { status: 404 });
  return toolPageData(tool, registry.toolsById);
}

export function loadToolById(id: string | undefined): ToolPageData {
  return pageOf(id === undefined ? undefined : registry.toolsById.get(id));
}

/** For a route that is some tool's own page (its manifest `path`): the tool that lives there. */
export function loadToolByPath(url: string): ToolPageData {
  // Data requests arrive as /page.data (or /page/_.data with a trailing slash).
  const pathname = new URL(url).pathname.replace(/(\/_)?\.data$/, '').replace(/\/+$/, '') || '/';
  return pageOf(registry.tools.find((t) => t.path === pathname));
}
