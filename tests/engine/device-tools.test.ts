import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECENT, addRecent, parseDeviceTools, toggleFavourite } from '../../engine/favourites/device-tools.ts';

const id = fc.constantFrom('ai-writer', 'cover-letter', 'slogan-generator', 'ai-summarizer', 'essay-rewriter', 'a', 'b', 'c', 'd', 'e');

describe('device tool lists', () => {
  it('property: addRecent puts the id first, keeps ids unique and at most MAX_RECENT', () => {
    fc.assert(fc.property(fc.array(id), id, (ids, next) => {
      const recent = ids.reduce<string[]>((r, i) => addRecent(r, i), []);
      const after = addRecent(recent, next);
      return after[0] === next && new Set(after).size === after.length && after.length <= MAX_RECENT;
    }));
  });

  it('property: toggling a favourite twice restores the list', () => {
    fc.assert(fc.property(fc.uniqueArray(id), id, (favs, t) => {
      expect(toggleFavourite(toggleFavourite(favs, t), t).sort()).toEqual([...favs].sort());
    }));
  });

  it('reads malformed storage as empty lists and drops junk ids', () => {
    expect(parseDeviceTools(null)).toEqual({ recent: [], favourites: [] });
    expect(parseDeviceTools('{nope')).toEqual({ recent: [], favourites: [] });
    expect(parseDeviceTools('[1,2]')).toEqual({ recent: [], favourites: [] });
    expect(parseDeviceTools(JSON.stringify({ recent: ['ai-writer', 3, '<script>', 'ai-writer'], favourites: ['cover-letter'] }))).toEqual({
      recent: ['ai-writer'], favourites: ['cover-letter'],
    });
  });
});
