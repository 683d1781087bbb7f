import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NOTES } from '../../engine/generation/error-messages.ts';
import { decodeEvent, encodeEvent } from '../../engine/generation/stream-protocol.ts';
import { generationReducer, INITIAL_GENERATION, type GenerationEvent, type GenerationState } from '../../engine/generation/generation-reducer.ts';

const eventArb: fc.Arbitrary<GenerationEvent> = fc.oneof(
  fc.constant({ type: 'start' } as const),
  fc.string({ maxLength: 5 }).map((text) => ({ type: 'delta', text }) as const),
  fc.constant({ type: 'done' } as const),
  fc.constant({ type: 'stop' } as const),
  fc.constant({ type: 'timeout' } as const),
  fc.string({ maxLength: 5 }).map((message) => ({ type: 'fail', message }) as const),
);

function valid(state: GenerationState): boolean {
  switch (state.status) {
    case 'idle':
      return state.output === '' && state.error === null;
    case 'generating':
    case 'done':
      return state.error === null;
    case 'stopped':
      return state.error === MESSAGES.stopped;
    case 'timed_out':
      return state.error === MESSAGES.timeout;
    case 'error':
      return typeof state.error === 'string' && state.error.length > 0;
  }
}

describe('finish_reason "length"', () => {
  it('keeps the text, ends done and carries the length-limit note; the next start clears it', () => {
    const events: GenerationEvent[] = [{ type: 'start' }, { type: 'delta', text: 'Cut' }, { type: 'done', truncated: true }];
    const s = events.reduce(generationReducer, INITIAL_GENERATION);
    expect(s).toEqual({ status: 'done', output: 'Cut', error: null, notice: NOTES.lengthLimit });
    expect(generationReducer(s, { type: 'start' }).notice).toBeUndefined();
  });

  it('the protocol carries it once, and only when true', () => {
    expect(decodeEvent('done', '{"truncated":true}')).toEqual({ type: 'done', truncated: true });
    expect(decodeEvent('done', '{}')).toEqual({ type: 'done' });
    expect(encodeEvent({ type: 'done', truncated: true })).toBe('event: done\ndata: {"truncated":true}\n\n');
  });
});

describe('generationReducer', () => {
  it('runs idle -> generating -> done, appending text', () => {
    const events: GenerationEvent[] = [{ type: 'start' }, { type: 'delta', text: 'Hel' }, { type: 'delta', text: 'lo' }, { type: 'done' }];
    expect(events.reduce(generationReducer, INITIAL_GENERATION)).toEqual({ status: 'done', output: 'Hello', error: null });
  });

  it('keeps partial text when stopped and clears output and error on the next start', () => {
    let s = ([{ type: 'start' }, { type: 'delta', text: 'partial' }, { type: 'stop' }] as GenerationEvent[]).reduce(generationReducer, INITIAL_GENERATION);
    expect(s).toEqual({ status: 'stopped', output: 'partial', error: 'Generation stopped by user' });
    s = generationReducer(s, { type: 'start' });
    expect(s).toEqual({ status: 'generating', output: '', error: null });
  });

  it('ignores events after the end', () => {
    const s = ([{ type: 'start' }, { type: 'timeout' }, { type: 'delta', text: 'late' }, { type: 'done' }] as GenerationEvent[]).reduce(generationReducer, INITIAL_GENERATION);
    expect(s).toEqual({ status: 'timed_out', output: '', error: 'Request timed out. Please try again.' });
  });

  it('property: no event sequence reaches an invalid state, and output only grows while generating', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        let state = INITIAL_GENERATION;
        for (const e of events) {
          const next = generationReducer(state, e);
          expect(valid(next)).toBe(true);
          if (e.type !== 'start' && state.status === 'generating') expect(next.output.startsWith(state.output)).toBe(true);
          if (e.type !== 'start' && state.status !== 'generating') expect(next).toBe(state);
          state = next;
        }
      }),
    );
  });
});
