import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TYPING, TYPING_START, typingStep, type TypingState } from '../../engine/home/typing-cycle.ts';

/** Runs the cycle until it returns to headline `untilIndex` typing from nothing; returns the visible texts with the time each appeared. */
function run(headlines: string[], maxTicks: number) {
  let state: TypingState = TYPING_START;
  let t = TYPING.startDelayMs;
  const frames: Array<{ t: number; text: string; state: TypingState }> = [];
  for (let i = 0; i < maxTicks; i++) {
    const step = typingStep(state, headlines);
    state = step.state;
    frames.push({ t, text: headlines[state.index]!.slice(0, state.visible), state });
    t += step.delayMs;
  }
  return frames;
}

describe('typing cycle', () => {
  it('types at 40 ms, holds 1500 ms, deletes at 20 ms, pauses 300 ms, then the next headline', () => {
    const frames = run(['abc', 'xy'], 12);
    expect(frames.map((f) => [f.t, f.text])).toEqual([
      [1000, 'a'], [1040, 'ab'], [1080, 'abc'], // typed; the last char starts the hold
      [2580, 'abc'], // hold over: deleting starts
      [2600, 'ab'], [2620, 'a'], [2640, ''], // deleted
      [2940, 'x'], [2980, 'xy'], // 300 ms gap, next headline
      [4480, 'xy'], [4500, 'x'], [4520, ''],
    ]);
    expect(frames[11]!.state.index).toBe(0); // wrapped to the first headline
  });

  it('property: visible never exceeds the headline and the cycle visits every headline in order', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }), (headlines) => {
        const ticks = headlines.reduce((n, h) => n + 2 * h.length + 1, 0) + 1;
        const frames = run(headlines, ticks);
        const order: number[] = [];
        for (const f of frames) {
          expect(f.state.visible).toBeGreaterThanOrEqual(0);
          expect(f.state.visible).toBeLessThanOrEqual(headlines[f.state.index]!.length);
          if (order.at(-1) !== f.state.index) order.push(f.state.index);
        }
        expect(order.slice(0, headlines.length)).toEqual(headlines.map((_, i) => i));
      }),
    );
  });
});
