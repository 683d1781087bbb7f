import { RENDERERS } from '../../engine/renderers/renderers.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';

export const START = '<!-- tool-list:start (npm run docs:tools) -->';
export const END = '<!-- tool-list:end -->';

/** The README's tool list: every category with its tools, each marked with its renderer. */
export function renderToolList(catalogue: Catalogue): string {
  const lines = [
    '| Renderer | What it does | Endpoint |',
    '| --- | --- | --- |',
    ...Object.entries(RENDERERS).map(([name, spec]) => `| \`${name}\` | ${spec.summary} | ${spec.endpoint ? `\`${spec.endpoint}\`` : 'none'} |`),
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

export function replaceToolList(readme: string, list: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error('README.md has no tool-list markers');
  return `${readme.slice(0, start + START.length)}\n${list}\n${readme.slice(end)}`;
}
