import type { ToolPageData } from '../../../engine/catalogue/types.ts';
import { pageMeta, toolPageTitle } from '../seo/page-meta.ts';

export function ownRouteToolMeta(tool: ToolPageData | undefined) {
  if (!tool) return [{ title: 'Tool not found' }, { name: 'robots', content: 'noindex' }];
  return pageMeta({ title: toolPageTitle(tool), description: tool.seo?.description ?? tool.description, path: tool.path });
}
