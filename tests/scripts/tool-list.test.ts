import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { END, renderToolList, replaceToolList, START, TOOL_LIST_FILE } from '../../scripts/lib/tool-list.ts';

const root = path.resolve(import.meta.dirname, '../..');

// The list is generated (npm run docs:tools; CI runs it), never a hand edit a test demands.
describe("docs/tools.md's tool list", () => {
  it('has its markers, and regenerating it only touches the text between them', () => {
    const page = fs.readFileSync(path.join(root, TOOL_LIST_FILE), 'utf8');
    expect(page.indexOf(START)).toBeLessThan(page.indexOf(END));
    const regenerated = replaceToolList(page, renderToolList(readCatalogue(root)));
    expect(regenerated.slice(0, regenerated.indexOf(START))).toBe(page.slice(0, page.indexOf(START)));
    expect(regenerated.slice(regenerated.indexOf(END))).toBe(page.slice(page.indexOf(END)));
  });

  it('lists every tool of the catalogue', () => {
    const catalogue = readCatalogue(root);
    const list = renderToolList(catalogue);
    for (const tool of catalogue.tools) expect(list, tool.id).toContain(`](${tool.path})`);
  });

  it('marks the tools that do not use the generic renderer', () => {
    const list = renderToolList(readCatalogue(root));
    expect(list).toContain('[Text to Image](/text-to-image) *(image)*');
    expect(list).toContain('[YouTube Revenue Calculator](/tools/youtube-revenue-calculator) *(calculator)*');
    expect(list).toContain('[AI Text Editor](/ai-text-editor) *(editor)*');
  });
});
