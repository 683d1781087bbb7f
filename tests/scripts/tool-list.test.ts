import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { END, renderToolList, replaceToolList, START } from '../../scripts/lib/tool-list.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe("README's tool list", () => {
  it('is current with the catalogue (run npm run docs:tools when this fails)', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toBe(replaceToolList(readme, renderToolList(readCatalogue(root))));
    expect(readme.indexOf(START)).toBeLessThan(readme.indexOf(END));
  });

  it('marks the tools that do not use the generic renderer', () => {
    const list = renderToolList(readCatalogue(root));
    expect(list).toContain('[Text to Image](/text-to-image) *(image)*');
    expect(list).toContain('[YouTube Revenue Calculator](/tools/youtube-revenue-calculator) *(calculator)*');
    expect(list).toContain('[AI Text Editor](/ai-text-editor) *(editor)*');
  });
});
