import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sidebarCategory, summaryCategories, toolPageData } from '../../engine/catalogue/client-data.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';

const catalogue = readCatalogue(path.resolve(import.meta.dirname, '../..'));

describe('what the browser gets of the catalogue', () => {
  it('a tool page: its own tool without the system prompt or any context instruction', () => {
    for (const tool of catalogue.tools) {
      const page = toolPageData(tool, catalogue.toolsById);
      const json = JSON.stringify(page);
      expect(page, tool.id).not.toHaveProperty('systemPrompt');
      if (tool.systemPrompt) expect(json, tool.id).not.toContain(JSON.stringify(tool.systemPrompt).slice(1, 80));
      for (const option of tool.contextOptions ?? []) expect(json, `${tool.id} ${option.value}`).not.toContain(JSON.stringify(option.instruction).slice(1, -1));
      expect(page.contextOptions?.map((o) => o.label), tool.id).toEqual(tool.contextOptions?.map((o) => o.label));
    }
  });

  it('a hand-off becomes the target tool’s path and the button label', () => {
    const tool = catalogue.tools.find((t) => t.handOff);
    expect(tool, 'some tool hands off (image-enhancer)').toBeDefined();
    const target = catalogue.toolsById.get(tool?.handOff?.tool ?? '');
    expect(toolPageData(tool!, catalogue.toolsById).handOff).toEqual({ path: target?.path, label: tool?.handOff?.label });
  });

  it('the home page: summaries only (id, title, description, icon, category, path)', () => {
    for (const category of summaryCategories(catalogue.categories)) {
      for (const entry of category.entries) expect(Object.keys(entry.tool).sort()).toEqual(['category', 'description', 'icon', 'id', 'keywords', 'path', 'title']);
    }
  });

  it('a sidebar: links to its category’s tools, nothing else of them', () => {
    const tool = catalogue.toolsById.get('ai-writer')!;
    const sidebar = sidebarCategory(tool, catalogue.categories);
    expect(sidebar?.id).toBe(tool.category);
    expect(sidebar?.entries.map((e) => e.id)).toContain('ai-writer');
    for (const entry of sidebar?.entries ?? []) expect(Object.keys(entry).sort()).toEqual(['icon', 'id', 'path', 'title']);
  });
});
