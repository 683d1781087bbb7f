import { describe, expect, it } from 'vitest';
import { generationReducer, INITIAL_GENERATION } from '../../engine/generation/generation-reducer.ts';
import { CHECK_OVERLAP_CHARS, createOutputGuard, type GuardFailure } from '../../server/safety/output-guard.ts';
import { createMemoryStrikeStore, STRIKE_WINDOW_MS } from '../../server/safety/strike-store.ts';

const BLOCKED: GuardFailure = { code: 'content_blocked', message: 'stopped' };

describe('the output guard', () => {
  it('releases each part only after its check passed, in order, with the overlap of the part before', async () => {
    const checked: string[] = [];
    const released: string[] = [];
    let pass: (() => void) | null = null;
    const guard = createOutputGuard({
      everyChars: 10,
      check: (text) => {
        checked.push(text);
        return new Promise((resolve) => (pass = () => resolve(null)));
      },
      release: (text) => void released.push(text),
      onFailure: () => undefined,
    });
    guard.push('0123456789');
    guard.push('abc');
    await Promise.resolve();
    expect(released).toEqual([]); // held while its check runs
    pass!();
    const finished = guard.finish();
    await new Promise((r) => setTimeout(r, 0));
    pass!();
    expect(await finished).toBeNull();
    expect(released).toEqual(['0123456789', 'abc']);
    expect(checked).toEqual(['0123456789', `${'0123456789'.slice(-CHECK_OVERLAP_CHARS)}abc`]);
  });

  it('a flagged part stops everything after it: not released, onFailure told once, later text ignored', async () => {
    const released: string[] = [];
    const failures: GuardFailure[] = [];
    const guard = createOutputGuard({ everyChars: 5, check: async (text) => (text.includes('bad') ? BLOCKED : null), release: (t) => void released.push(t), onFailure: (f) => void failures.push(f) });
    for (const t of ['fine.', ' bad!', 'more.', 'again']) guard.push(t);
    expect(await guard.finish()).toEqual(BLOCKED);
    expect(released).toEqual(['fine.']);
    expect(failures).toEqual([BLOCKED]);
  });
});

describe('strikes in memory (no Redis)', () => {
  it('blocks at the limit until the oldest counted strike is 24 h old', async () => {
    const store = createMemoryStrikeStore();
    const t0 = 1_000_000;
    expect(await store.record('v', t0)).toBe(1);
    expect(await store.record('v', t0 + 1000)).toBe(2);
    expect(await store.blockedForMs('v', 3, t0 + 2000)).toBe(0);
    expect(await store.record('v', t0 + 2000)).toBe(3);
    expect(await store.blockedForMs('v', 3, t0 + 3000)).toBe(STRIKE_WINDOW_MS - 3000);
    expect(await store.blockedForMs('v', 3, t0 + STRIKE_WINDOW_MS + 1)).toBe(0);
    expect(await store.blockedForMs('other', 3, t0)).toBe(0);
  });
});

describe('the page state', () => {
  it('an answer stopped by the content check is removed, not kept half-shown; other failures keep their partial text', () => {
    const streaming = generationReducer(generationReducer(INITIAL_GENERATION, { type: 'start' }), { type: 'delta', text: 'Part one.' });
    const blocked = generationReducer(streaming, { type: 'fail', code: 'content_blocked', message: 'Our check stopped it.' });
    expect(blocked).toEqual({ status: 'error', output: '', error: 'Our check stopped it.' });
    expect(generationReducer(streaming, { type: 'fail', code: 'timeout', message: 'x' }).output).toBe('Part one.');
  });
});
