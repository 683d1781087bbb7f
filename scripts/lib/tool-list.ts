import type { Catalogue } from '../../engine/registry/check-catalogue.ts';

export const START = '<!-- tool-list:start (npm run docs:tools) -->';
export const END = '<!-- tool-list:end -->';
/** The page that holds the generated list, relative to the repository root. */
export const TOOL_LIST_FILE = 'docs/tools.md';

/** The generated tool list of docs/tools.md: every category with its tools, each marked with its renderer. */
export function renderToolList(catalogue: Catalogue): string {
  const lines = [
    '| Renderer | What it does | Endpoint | Usage kind (quota) |',
    '| --- | --- | --- | --- |',
    ...Object.entries(catalogue.renderers).map(([name, spec]) => `| \`${name}\` | ${spec.summary} | ${spec.endpoint ? `\`${spec.endpoint}\`` : 'none'} | ${spec.usage ? `\`${spec.usage.kind}\` (${spec.usage.quota})` : 'none'} |`),
    '',
  ];
  for (const category of catalogue.categories) {
    const tools = category.entries.map((e) => {
      const mark = e.tool.renderer === 'generic' ? '' : ` *(${e.tool.renderer})*`;
      const listing = e.isListing ? ` → \`${e.tool.id}\`` : '';
      return `[${e.title}](${e.tool.path})${mark}${listing}`;
    });
    lines.push(`- **${category.title}** (${category.entries.length}): ${tools.join(', ')}`);
  }
  return lines.join('\n');
}

export function replaceToolList(page: string, list: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${TOOL_LIST_FILE} has no tool-list markers`);
  return `${page.slice(0, start + START.length)}\n${list}\n${page.slice(end)}`;
}
