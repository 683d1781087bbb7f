import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARE_LIMIT_CHARS, decodeShareFragment, encodeShareFragment, shareUrl } from '../../engine/share/share-link.ts';

describe('share links', () => {
  it('property: a result round-trips through the fragment', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 2000 }), (input, output) => {
        const r = { toolId: 'ai-writer', toolTitle: 'AI Writer', input, output };
        const enc = encodeShareFragment(r);
        if (!enc.ok) return;
        expect(enc.fragment).toMatch(/^[A-Za-z0-9+\-$]*$/);
        expect(decodeShareFragment(`#${enc.fragment}`)).toEqual(r);
      }),
    );
  });

  it('says a result is too long instead of making a broken link', () => {
    // Random text compresses badly: well over the limit.
    let text = '';
    let seed = 42;
    for (let i = 0; i < 20000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31; // a fixed pseudo-random sequence
      text += String.fromCharCode(33 + (seed % 90));
    }
    const enc = encodeShareFragment({ toolId: 'ai-writer', toolTitle: 'AI Writer', input: 'x', output: text });
    expect(enc.ok).toBe(false);
    if (!enc.ok) expect(enc.size).toBeGreaterThan(SHARE_LIMIT_CHARS);
  });

  it('rejects junk and a bad tool id', () => {
    expect(decodeShareFragment('')).toBeNull();
    expect(decodeShareFragment('#not-lz')).toBeNull();
    const bad = encodeShareFragment({ toolId: '../x', toolTitle: 'X', input: '', output: '' });
    expect(bad.ok && decodeShareFragment(bad.fragment)).toBeNull();
    expect(shareUrl('https://e.org', 'abc')).toBe('https://e.org/share#abc');
  });
});
