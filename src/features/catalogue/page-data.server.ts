import { data } from 'react-router';
import { sidebarCategory, toolPageData } from '../../../engine/catalogue/client-data.ts';
import { encodeHomeCatalogue } from '../../../engine/catalogue/home-catalogue.ts';
import type { SidebarCategory, Tool, ToolPageData } from '../../../engine/catalogue/types.ts';
import { registry } from '../../../engine/registry/registry.ts';

// Route loaders only. They run when the build prerenders a page (manifests are validated
// there, never in the browser); the result is written into that page and its .data file.
// A tool page gets its own tool and its sidebar's links, never the catalogue.
// The .server suffix makes the build fail if a browser module ever imports this file.

function pageOf(tool: Tool | undefined): ToolPageData {
  if (!tool) throw data('Tool not found', { status: 404 });
  return toolPageData(tool, registry.toolsById);
}

export function loadToolById(id: string | undefined): { tool: ToolPageData; sidebar: SidebarCategory | null } {
  const tool = id === undefined ? undefined : registry.toolsById.get(id);
  return { tool: pageOf(tool), sidebar: tool ? sidebarCategory(tool, registry.categories) : null };
}

/**
 * The home page: every category with its cards (summaries only, see ToolSummary), as the text
 * decodeHomeCatalogue reads (engine/catalogue/home-catalogue.ts says why).
 */
export function loadHomeCatalogue(): { catalogue: string; toolCount: number } {
  return { catalogue: encodeHomeCatalogue(registry.categories), toolCount: registry.tools.length };
}

/** For a route that is some tool's own page (its manifest `path`): the tool that lives there. */
export function loadToolByPath(url: string): ToolPageData {
  // Data requests arrive as /page.data (or /page/_.data with a trailing slash).
  const pathname = new URL(url).pathname.replace(/(\/_)?\.data$/, '').replace(/\/+$/, '') || '/';
  return pageOf(registry.tools.find((t) => t.path === pathname));
}
