import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import spec from '../fixtures/spec-facts.json';

const root = path.resolve(import.meta.dirname, '../..');
// Read from disk with the prompts (the browser never gets them; this test runs on the full manifests).
const catalogue = readCatalogue(root);

// Counts are never asserted: a contributor adds a tool folder and nothing here changes.
// The spec's facts (tests/fixtures/spec-facts.json) must be present; more tools may be.

describe('the tool catalogue', () => {
  it('has no problems', () => {
    expect(catalogue.problems).toEqual([]);
    expect(registry.problems).toEqual([]);
  });

  it('holds every tool id of the specification', () => {
    const ids = catalogue.tools.map((t) => t.id);
    expect(spec.toolIds.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('discovers the same tools through import.meta.glob as on disk', () => {
    expect(registry.tools.map((t) => t.id)).toEqual(catalogue.tools.map((t) => t.id));
  });

  it('orders the 13 categories as the specification does, with their titles', () => {
    expect(catalogue.categories.map((c) => ({ id: c.id, title: c.title }))).toEqual(spec.categories);
    for (const c of catalogue.categories) expect(c.entries.length, c.id).toBeGreaterThan(0);
  });

  it('puts the Tech and Creative tools of the spec in their categories', () => {
    const titles = (id: string) => catalogue.categories.find((c) => c.id === id)?.entries.filter((e) => !e.isListing).map((e) => e.title).sort();
    expect(titles('tech-tools')).toEqual(expect.arrayContaining(spec.techTools));
    expect(titles('creative-tools')).toEqual(expect.arrayContaining(spec.creativeToolsInclude));
  });

  it('lists the nine ids the specification lists twice, under another title', () => {
    const listed = catalogue.tools.filter((t) => (t.listings?.length ?? 0) > 0).map((t) => t.id);
    expect(listed).toEqual(expect.arrayContaining(spec.listedTwice));
    for (const t of catalogue.tools.filter((t) => t.listings)) {
      for (const l of t.listings ?? []) expect(l.title, t.id).not.toBe(t.title);
    }
  });

  it('gives each of the three tools with a Context select the options the specification lists', () => {
    const values = (id: string) => catalogue.toolsById.get(id)?.contextOptions?.map((o) => o.value);
    for (const [id, expected] of Object.entries(spec.contextOptions)) expect(values(id), id).toEqual(expected);
  });

  it('routes the special tools to their own pages and renderers', () => {
    const special = catalogue.tools.filter((t) => t.renderer !== 'generic').map((t) => `${t.id} ${t.renderer} ${t.path}`);
    expect(special).toEqual(expect.arrayContaining([
      'ai-text-editor editor /ai-text-editor',
      'image-generator image /tools/image-generator',
      'text-to-image image /text-to-image',
      'youtube-revenue-calculator calculator /tools/youtube-revenue-calculator',
    ]));
  });

  it("gives every text tool its own system prompt, and the spec's tools a placeholder and SEO text", () => {
    const textTools = catalogue.tools.filter((t) => t.renderer === 'generic' || t.renderer === 'editor');
    for (const t of textTools) {
      expect(t.systemPrompt, t.id).toBeTruthy();
      expect(t.systemPrompt, t.id).not.toContain('{title}');
    }
    // placeholder and seo are optional in the schema (with defaults); the spec's own tools all have them.
    for (const t of textTools.filter((t) => spec.toolIds.includes(t.id))) {
      expect(t.promptPlaceholder, t.id).toBeTruthy();
      expect(t.seo, t.id).toBeTruthy();
    }
    // Not one template with the title swapped in: prompts stay distinct once titles are removed.
    const skeletons = textTools.map((t) => (t.systemPrompt ?? '').split(t.title).join('').replace(/\s+/g, ' '));
    expect(new Set(skeletons).size).toBe(textTools.length);
  });

  it('ships no system prompt in the browser-facing fields of a tool it does not need', () => {
    for (const t of catalogue.tools.filter((t) => t.renderer === 'image' || t.renderer === 'calculator')) {
      expect(t.systemPrompt, t.id).toBeUndefined();
    }
  });
});
