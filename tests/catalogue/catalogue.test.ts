import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';

const root = path.resolve(import.meta.dirname, '../..');
const spec = fs.readFileSync(path.resolve(root, '../shared/spec.md'), 'utf8');
// Read from disk with the prompts (the browser build strips them; this test runs unstripped).
const catalogue = readCatalogue(root);

function specToolIds(): string[] {
  const line = /Tool ids seen: (.*?)\. Tech tools/.exec(spec)?.[1];
  if (!line) throw new Error('spec.md no longer lists "Tool ids seen"');
  return line.split(',').map((s) => s.trim());
}

describe('the tool catalogue', () => {
  it('has no problems', () => {
    expect(catalogue.problems).toEqual([]);
    expect(registry.problems).toEqual([]);
  });

  it('holds exactly the 98 tool ids of spec §3', () => {
    const ids = specToolIds();
    expect(ids).toHaveLength(98);
    expect(catalogue.tools.map((t) => t.id).sort()).toEqual([...ids].sort());
  });

  it('discovers the same tools through import.meta.glob as on disk', () => {
    expect(registry.tools.map((t) => t.id)).toEqual(catalogue.tools.map((t) => t.id));
  });

  it('orders the 13 categories of spec §3 with their titles', () => {
    expect(catalogue.categories.map((c) => `${c.id} (${c.title})`)).toEqual([
      'content-writer (Article & Content Writer Tools)',
      'story-writer (Story & Book Writer Tools)',
      'document-tools (Document Writer Tools)',
      'image-tools (Image Generation Tools)',
      'code-tools (Code Tools)',
      'rewriting-tools (Re-Writing Tools)',
      'social-media (Social Media Tools)',
      'business-tools (Business Tools)',
      'marketing-tools (Marketing Tools)',
      'creative-tools (Creative Tools)',
      'tech-tools (Tech Tools)',
      'email-tools (Email & Letter Writing Tools)',
      'more-writing (More Writing Tools)',
    ]);
    for (const c of catalogue.categories) expect(c.entries.length, c.id).toBeGreaterThan(0);
  });

  it('puts the Tech and Creative tools of the spec in their categories', () => {
    const titles = (id: string) => catalogue.categories.find((c) => c.id === id)?.entries.filter((e) => !e.isListing).map((e) => e.title).sort();
    expect(titles('tech-tools')).toEqual(['App Idea Generator', 'Feature Ideas Generator', 'Game Concept Generator', 'Tech Pitch Generator', 'Tech Product Name']);
    expect(titles('creative-tools')).toEqual(['Art Prompt Generator', 'Design Ideas Generator', 'Movie Script Generator', 'Podcast Script', 'Song Lyrics Generator']);
  });

  it('lists the nine ids of spec §3 twice, under another title', () => {
    const twice = ['topic-sentence', 'intro-paragraph', 'news-article', 'faqs-generator', 'character-profile-generator', 'metaphor-generator', 'logline-generator', 'podcast-script', 'design-ideas'];
    const listed = catalogue.tools.filter((t) => (t.listings?.length ?? 0) > 0).map((t) => t.id);
    expect(listed.sort()).toEqual([...twice].sort());
    for (const t of catalogue.tools.filter((t) => t.listings)) {
      for (const l of t.listings ?? []) expect(l.title, t.id).not.toBe(t.title);
    }
  });

  it('gives the three tools of spec §3 their context options', () => {
    const values = (id: string) => catalogue.toolsById.get(id)?.contextOptions?.map((o) => o.value);
    expect(values('ai-text-editor')).toEqual(['grammar_style', 'clarity', 'tone', 'structure', 'concise', 'engagement', 'seo']);
    expect(values('ai-writer')).toEqual(['professional_formal', 'conversational', 'academic', 'creative', 'persuasive', 'simple', 'journalistic']);
    expect(values('write-anything')).toEqual(['informative', 'entertaining', 'professional', 'casual', 'technical']);
    expect(catalogue.tools.filter((t) => t.contextOptions).length).toBe(3);
  });

  it('routes the special tools to their own pages and renderers', () => {
    const special = catalogue.tools.filter((t) => t.renderer !== 'generic').map((t) => `${t.id} ${t.renderer} ${t.path}`);
    expect(special.sort()).toEqual([
      'ai-text-editor editor /ai-text-editor',
      'image-generator image /tools/image-generator',
      'text-to-image image /text-to-image',
      'youtube-revenue-calculator calculator /tools/youtube-revenue-calculator',
    ]);
  });

  it('gives every text tool its own system prompt, placeholder and SEO text', () => {
    const textTools = catalogue.tools.filter((t) => t.renderer === 'generic' || t.renderer === 'editor');
    for (const t of textTools) {
      expect(t.systemPrompt, t.id).toBeTruthy();
      expect(t.promptPlaceholder, t.id).toBeTruthy();
      expect(t.seo, t.id).toBeTruthy();
      expect(t.systemPrompt, t.id).not.toContain('{title}');
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
