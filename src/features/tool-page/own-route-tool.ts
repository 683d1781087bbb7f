import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { pageMeta, toolPageTitle } from '../seo/page-meta.ts';

/** A route's loader data as meta() sees it: the page's messages may be among them. */
type MetaMatch = { data?: unknown } | undefined;

/** "Tool not found" in the page's language, from the root's not-found messages (a plain message), else English. */
function notFoundTitle(matches: readonly MetaMatch[]): string {
  for (const match of matches) {
    const messages = (match?.data as { messages?: Record<string, Record<string, unknown> | undefined> } | undefined)?.messages;
    const title = messages?.['not-found']?.toolTitle;
    if (typeof title === 'string') return title;
  }
  return 'Tool not found';
}

export function ownRouteToolMeta(tool: ToolPageData | undefined, matches: readonly MetaMatch[] = []) {
  if (!tool) return [{ title: notFoundTitle(matches) }, { name: 'robots', content: 'noindex' }];
  return pageMeta({ title: toolPageTitle(tool), description: tool.seo?.description ?? tool.description, path: tool.path });
}
