import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileNameForHistory, exportSavedResults, parseSavedResultsExport } from '../../engine/saved-results/export-saved-results.ts';
import { createSavedResult, idsOverCap, isSavedResult, recordBytes } from '../../engine/saved-results/saved-result.ts';
import { searchSavedResults, toolsInResults } from '../../engine/saved-results/search-saved-results.ts';

const base = { toolId: 'ai-writer', toolTitle: 'AI Writer', input: 'A note about bees', output: '## Bees\n\nThey hum.', status: 'done' as const };

const record = fc
  .record({ createdAt: fc.integer({ min: 0, max: 2_000_000_000_000 }), input: fc.string({ maxLength: 40 }), output: fc.string({ maxLength: 200 }) })
  .map(({ createdAt, input, output }) => createSavedResult({ ...base, input, output }, createdAt));

describe('saved results (engine)', () => {
  it('creates a record with id and time, dropping empty optional parts', () => {
    const r = createSavedResult({ ...base, fields: {}, controls: { tone: '' }, variants: [], context: '', model: 'm-1' }, 1_700_000_000_000, () => 0.5);
    expect(r).toEqual({ ...base, model: 'm-1', id: expect.stringMatching(/^[0-9a-z]{9}-[0-9a-z]{6}$/), createdAt: 1_700_000_000_000 });
    expect(isSavedResult(r)).toBe(true);
    const full = createSavedResult({ ...base, fields: { name: 'Ann' }, controls: { language: 'fr', length: 'short', tone: 'warm' }, variants: ['a', 'b'], context: 'formal' }, 1);
    expect(full.fields).toEqual({ name: 'Ann' });
    expect(full.controls).toEqual({ language: 'fr', length: 'short', tone: 'warm' });
    expect(full.variants).toEqual(['a', 'b']);
    expect(full.context).toBe('formal');
  });

  it('property: what is kept fits the cap, and every dropped record is older than every kept one', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 6000 }), (results, entries, bytes) => {
        const drop = new Set(idsOverCap(results, { entries, bytes }));
        const kept = results.filter((r) => !drop.has(r.id));
        expect(kept.length).toBeLessThanOrEqual(entries);
        expect(kept.reduce((n, r) => n + recordBytes(r), 0)).toBeLessThanOrEqual(bytes);
        const dropped = results.filter((r) => drop.has(r.id));
        // Oldest first: nothing dropped is newer than the newest kept, when the entry limit is what bit.
        if (bytes >= 6000 && kept.length > 0) for (const d of dropped) expect(d.createdAt).toBeLessThanOrEqual(Math.min(...kept.map((k) => k.createdAt)));
      }),
    );
  });

  it('drops the oldest first at the entry cap', () => {
    const rs = [3, 1, 2, 5, 4].map((t) => createSavedResult(base, t));
    const drop = idsOverCap(rs, { entries: 3, bytes: 1e9 });
    expect(rs.filter((r) => drop.includes(r.id)).map((r) => r.createdAt).sort()).toEqual([1, 2]);
  });

  it('searches all words in request, output, fields and versions; filters by tool; newest first', () => {
    const a = createSavedResult({ ...base, input: 'Bees in spring' }, 1);
    const b = createSavedResult({ ...base, toolId: 'cover-letter', toolTitle: 'Cover Letter', input: 'Job', output: 'Dear hiring manager', fields: { company: 'Acme Bees' } }, 2);
    const c = createSavedResult({ ...base, input: 'Other', output: 'x', variants: ['SPRING bees version'] }, 3);
    expect(searchSavedResults([a, b, c], { text: 'bees spring' }).map((r) => r.createdAt)).toEqual([3, 1]);
    expect(searchSavedResults([a, b, c], { text: 'acme' }).map((r) => r.createdAt)).toEqual([2]);
    expect(searchSavedResults([a, b, c], { toolId: 'ai-writer' }).map((r) => r.createdAt)).toEqual([3, 1]);
    expect(searchSavedResults([a, b, c], { text: '  ' })).toHaveLength(3);
    expect(toolsInResults([a, b, c])).toEqual([{ id: 'ai-writer', title: 'AI Writer' }, { id: 'cover-letter', title: 'Cover Letter' }]);
  });

  it('exports a versioned JSON envelope that reads back', () => {
    const rs = [createSavedResult(base, 1), createSavedResult(base, 2)];
    const now = new Date('2026-11-25T08:00:00Z');
    const text = exportSavedResults(rs, now);
    const back = parseSavedResultsExport(text);
    expect(back?.results.map((r) => r.createdAt)).toEqual([2, 1]);
    expect(back?.exportedAt).toBe('2026-11-25T08:00:00.000Z');
    expect(parseSavedResultsExport('{"format":"x"}')).toBeNull();
    expect(parseSavedResultsExport('nope')).toBeNull();
    expect(exportFileNameForHistory(now)).toBe('ai-writing-tools-history-2026-11-25.json');
  });
});
