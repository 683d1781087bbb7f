import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { END, renderToolList, replaceToolList, START } from '../../scripts/lib/tool-list.ts';

const root = path.resolve(import.meta.dirname, '../..');

// The list is generated (npm run docs:tools; CI runs it), never a hand edit a test demands.
describe("README's tool list", () => {
  it('has its markers, and regenerating it only touches the text between them', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.indexOf(START)).toBeLessThan(readme.indexOf(END));
    const regenerated = replaceToolList(readme, renderToolList(readCatalogue(root)));
    expect(regenerated.slice(0, regenerated.indexOf(START))).toBe(readme.slice(0, readme.indexOf(START)));
    expect(regenerated.slice(regenerated.indexOf(END))).toBe(readme.slice(readme.indexOf(END)));
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
