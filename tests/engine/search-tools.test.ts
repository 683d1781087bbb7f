import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS, synonymToolIds } from '../../engine/catalogue/search-synonyms.ts';
import { entryMatches, matchRank, searchTools } from '../../engine/catalogue/search-tools.ts';
import type { Tool, ToolEntry } from '../../engine/catalogue/types.ts';
import { registry } from '../../engine/registry/registry.ts';

function tool(id: string, title: string, description: string, keywords = ['k']): Tool {
  return {
    $schema: '../../schemas/tool.schema.json', id, title, description, icon: 'pen-line', category: 'c',
    renderer: 'generic', contextHistory: true, keywords, path: `/tools/${id}`, categoryControls: { lengthFamily: 'general', controlsOff: [] },
  };
}

const entry = (t: Tool, title = t.title, isListing = false): ToolEntry => ({ tool: t, title, categoryId: 'c', isListing });
const allEntries = registry.categories.flatMap((c) => c.entries);

describe('searchTools', () => {
  it('matches title, id and description case-insensitively', () => {
    const a = tool('email-writer', 'Email Writer', 'Writes letters.');
    const b = tool('slogan', 'Slogans', 'Catchy lines for a BRAND.');
    const entries = [entry(a), entry(b)];
    expect(searchTools(entries, 'EMAIL').map((e) => e.tool.id)).toEqual(['email-writer']);
    expect(searchTools(entries, 'l-wr').map((e) => e.tool.id)).toEqual(['email-writer']);
    expect(searchTools(entries, 'brand').map((e) => e.tool.id)).toEqual(['slogan']);
    expect(searchTools(entries, 'zzz')).toEqual([]);
  });

  it('shows a tool listed twice only once, and finds it by its listing title', () => {
    const t = tool('podcast-script', 'Podcast Script', 'Episode scripts.');
    const entries = [entry(t), entry(t, 'Podcast Script Writer', true)];
    expect(searchTools(entries, 'podcast')).toHaveLength(1);
    expect(searchTools(entries, 'writer').map((e) => e.title)).toEqual(['Podcast Script Writer']);
  });

  it('returns nothing for a blank query and ignores surrounding spaces', () => {
    expect(searchTools(allEntries, '   ')).toEqual([]);
    expect(searchTools(allEntries, '  essay ').length).toBe(searchTools(allEntries, 'essay').length);
  });

  it('searches manifest keywords and ranks title > keywords > description', () => {
    const byDescription = tool('a-desc', 'Alpha', 'Great for a cover note.');
    const byKeyword = tool('b-key', 'Beta', 'Writes things.', ['cover note writer']);
    const byTitle = tool('c-title', 'Cover Note Maker', 'Writes notes.');
    const ids = searchTools([entry(byDescription), entry(byKeyword), entry(byTitle)], 'cover note').map((e) => e.tool.id);
    expect(ids).toEqual(['c-title', 'b-key', 'a-desc']);
  });

  it('answers every term of the synonym table in the real catalogue, whatever its case', () => {
    const terms = Object.entries(SEARCH_SYNONYMS);
    expect(terms.length).toBeGreaterThan(0);
    for (const [term, toolIds] of terms) {
      for (const q of [term, term.toUpperCase(), `${term} my text`]) {
        expect(searchTools(allEntries, q).map((e) => e.tool.id), q).toEqual(expect.arrayContaining([...toolIds]));
      }
    }
    expect(searchTools(allEntries, 'word counter')).toEqual([]);
  });

  it('every synonym names a real tool', () => {
    const known = new Set(allEntries.map((e) => e.tool.id));
    const named = Object.values(SEARCH_SYNONYMS).flat();
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect(known.has(id), id).toBe(true);
  });

  it('finds the spec examples in the real catalogue', () => {
    expect(searchTools(allEntries, 'youtube').length).toBeGreaterThanOrEqual(7);
    expect(searchTools(allEntries, 'topic-sentence').map((e) => e.tool.id)).toEqual(['topic-sentence']);
  });

  // Queries drawn from the catalogue's own words, so most of them match something.
  const words = [...new Set(allEntries.flatMap((e) => `${e.title} ${e.tool.id} ${e.tool.description}`.split(/\s+/)))];
  const query = fc.oneof(
    fc.constantFrom(...words).chain((w) => fc.tuple(fc.nat(w.length), fc.nat(w.length)).map(([i, j]) => w.slice(Math.min(i, j), Math.max(i, j) + 1))),
    fc.string({ maxLength: 6 }),
  ).map((q) => (Math.random() < 0.3 ? q.toUpperCase() : q));

  it('property: every result matches the query or a synonym of it', () => {
    fc.assert(fc.property(query, (q) => {
      const needle = q.trim().toLowerCase();
      const synonyms = synonymToolIds(needle);
      return searchTools(allEntries, q).every((e) => matchRank(e, needle, synonyms) !== null);
    }));
  });

  it('property: results are ordered by rank (title, then keywords, then description)', () => {
    fc.assert(fc.property(query, (q) => {
      const needle = q.trim().toLowerCase();
      const synonyms = synonymToolIds(needle);
      const ranks = searchTools(allEntries, q).map((e) => matchRank(e, needle, synonyms) ?? Infinity);
      return ranks.every((r, i) => i === 0 || ranks[i - 1]! <= r);
    }));
  });

  it('property: no tool id appears twice', () => {
    fc.assert(fc.property(query, (q) => {
      const ids = searchTools(allEntries, q).map((e) => e.tool.id);
      return new Set(ids).size === ids.length;
    }));
  });

  it('property: every tool with a matching entry is found', () => {
    fc.assert(fc.property(query, (q) => {
      const needle = q.trim().toLowerCase();
      if (needle === '') return searchTools(allEntries, q).length === 0;
      const found = new Set(searchTools(allEntries, q).map((e) => e.tool.id));
      return allEntries.filter((e) => entryMatches(e, needle)).every((e) => found.has(e.tool.id));
    }));
  });
});
