import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { versionsToDrop, type VersionCap, type VersionSize } from '../../engine/editor/versions/version-caps.ts';

const version = fc.record({
  createdAt: fc.integer({ min: 0, max: 1000 }),
  named: fc.boolean(),
  bytes: fc.integer({ min: 1, max: 400 }),
});
const versions = fc.array(version, { maxLength: 80 }).map((list) =>
  list.map((v, i): VersionSize => ({ id: `v${String(i).padStart(3, '0')}`, createdAt: v.createdAt, bytes: v.bytes, ...(v.named ? { name: `Name ${i}` } : {}) })),
);
const cap = fc.record({ count: fc.integer({ min: 0, max: 60 }), bytes: fc.integer({ min: 0, max: 20_000 }) });

const older = (a: VersionSize, b: VersionSize) => a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
const fits = (kept: readonly VersionSize[], c: VersionCap) => kept.length <= c.count && kept.reduce((s, v) => s + v.bytes, 0) <= c.bytes;

describe('versionsToDrop (50 versions or 5 MB per document, oldest unnamed first)', () => {
  it('leaves versions that fit the cap', () => {
    fc.assert(
      fc.property(versions, cap, (list, c) => {
        const drop = new Set(versionsToDrop(list, c));
        expect(fits(list.filter((v) => !drop.has(v.id)), c)).toBe(true);
      }),
    );
  });

  it('drops no more than needed: keeping the last one dropped would pass the cap', () => {
    fc.assert(
      fc.property(versions, cap, (list, c) => {
        const drop = versionsToDrop(list, c);
        if (drop.length === 0) return;
        const lastDropped = drop.at(-1);
        const kept = list.filter((v) => !drop.includes(v.id) || v.id === lastDropped);
        expect(fits(kept, c)).toBe(false);
      }),
    );
  });

  it('drops a named version only when no unnamed one is kept', () => {
    fc.assert(
      fc.property(versions, cap, (list, c) => {
        const drop = new Set(versionsToDrop(list, c));
        const droppedNamed = list.some((v) => drop.has(v.id) && v.name);
        const keptUnnamed = list.some((v) => !drop.has(v.id) && !v.name);
        expect(droppedNamed && keptUnnamed).toBe(false);
      }),
    );
  });

  it('drops the oldest first within unnamed and within named ones', () => {
    fc.assert(
      fc.property(versions, cap, (list, c) => {
        const drop = new Set(versionsToDrop(list, c));
        for (const gone of list.filter((v) => drop.has(v.id)))
          for (const kept of list.filter((v) => !drop.has(v.id) && !!v.name === !!gone.name)) expect(older(gone, kept)).toBe(true);
      }),
    );
  });

  it('keeps 50 of 51 small versions, dropping the oldest unnamed one and not the older named one', () => {
    const list: VersionSize[] = Array.from({ length: 51 }, (_, i) => ({ id: `v${i}`, createdAt: i, bytes: 10, ...(i === 0 ? { name: 'First draft' } : {}) }));
    expect(versionsToDrop(list)).toEqual(['v1']);
  });

  it('drops by size past 5 MB', () => {
    const mb = 1024 * 1024;
    const list: VersionSize[] = [
      { id: 'a', createdAt: 1, bytes: 2 * mb },
      { id: 'b', createdAt: 2, bytes: 2 * mb, name: 'Kept' },
      { id: 'c', createdAt: 3, bytes: 2 * mb },
    ];
    expect(versionsToDrop(list)).toEqual(['a']);
  });
});
