import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generationReducer, INITIAL_GENERATION, type GenerationEvent } from '../../engine/generation/generation-reducer.ts';
import { decodeEvent, encodeEvent, type StreamEvent } from '../../engine/generation/stream-protocol.ts';

/** The SSE event name and data of one encoded event. */
function roundTrip(event: StreamEvent): StreamEvent | null {
  const text = encodeEvent(event);
  const name = /^event: (\w+)\n/.exec(text)?.[1];
  const data = /\ndata: (.*)\n\n$/.exec(text)?.[1] ?? '';
  return decodeEvent(name, data);
}

describe('the reasoning event', () => {
  it('encodes and decodes any text, tagged with a version or not', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }), (text, version) => {
        const event: StreamEvent = version === undefined ? { type: 'reasoning', text } : { type: 'reasoning', text, version };
        expect(encodeEvent(event)).toMatch(/^event: reasoning\ndata: \{"text":/);
        expect(roundTrip(event)).toEqual(event);
      }),
    );
  });
});

describe('reasoning in the generation state', () => {
  it('is kept apart from the output, whatever the order of the pieces', () => {
    const piece = fc.oneof(fc.record({ type: fc.constant('delta' as const), text: fc.string() }), fc.record({ type: fc.constant('reasoning' as const), text: fc.string() }));
    fc.assert(
      fc.property(fc.array(piece), (pieces) => {
        const events: GenerationEvent[] = [{ type: 'start' }, ...pieces, { type: 'done' }];
        const state = events.reduce(generationReducer, INITIAL_GENERATION);
        expect(state.output).toBe(pieces.filter((p) => p.type === 'delta').map((p) => p.text).join(''));
        expect(state.reasoning ?? '').toBe(pieces.filter((p) => p.type === 'reasoning').map((p) => p.text).join(''));
      }),
    );
  });
});
