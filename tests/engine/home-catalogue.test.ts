import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { summaryCategories } from '../../engine/catalogue/client-data.ts';
import { decodeHomeCatalogue, encodeHomeCatalogue } from '../../engine/catalogue/home-catalogue.ts';
import type { CategoryWithTools, Tool } from '../../engine/catalogue/types.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';

const catalogue = readCatalogue(path.resolve(import.meta.dirname, '../..'));

describe('the home page catalogue text', () => {
  it('decodes to exactly the summaries the page renders and searches', () => {
    expect(decodeHomeCatalogue(encodeHomeCatalogue(catalogue.categories))).toEqual(summaryCategories(catalogue.categories));
  });

  it('writes each tool once: a second listing refers to it and keeps its own title', () => {
    const decoded = decodeHomeCatalogue(encodeHomeCatalogue(catalogue.categories));
    const listings = decoded.flatMap((c) => c.entries).filter((e) => e.isListing);
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) {
      const own = decoded.flatMap((c) => c.entries).find((e) => !e.isListing && e.tool.id === listing.tool.id);
      expect(own?.tool, listing.tool.id).toBe(listing.tool);
    }
    const text = encodeHomeCatalogue(catalogue.categories);
    for (const tool of catalogue.tools) expect(text.split(JSON.stringify(tool.description)).length - 1, tool.id).toBe(1);
  });

  it('is much shorter than the summaries as JSON', () => {
    const text = encodeHomeCatalogue(catalogue.categories);
    expect(text.length).toBeLessThan(JSON.stringify(summaryCategories(catalogue.categories)).length * 0.8);
  });

  it('refuses a keyword it could not carry (a line break separates them)', () => {
    const tool = catalogue.tools[0] as Tool;
    const broken: CategoryWithTools<Tool>[] = [
      { id: 'c', title: 'C', description: 'D', bgColor: '#ffffff', entries: [{ tool: { ...tool, keywords: ['one\ntwo'] }, title: tool.title, categoryId: 'c', isListing: false }] },
    ];
    expect(() => encodeHomeCatalogue(broken)).toThrow(/line break/);
  });
});
