import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../engine/generation/read-stream.ts';
import { encodeEvent, KEEP_ALIVE, type StreamEvent } from '../../engine/generation/stream-protocol.ts';

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

/** Splits bytes at the given cut points (which may fall inside a multi-byte character). */
function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let last = 0;
  for (const p of [...points, bytes.length]) {
    if (p > last) out.push(bytes.slice(last, p));
    last = p;
  }
  return out;
}

async function collect(body: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  await readEventStream(body, { onEvent: (e) => events.push(e) });
  return events;
}

describe('readEventStream', () => {
  it('decodes deltas, done and error, ignoring keep-alives', async () => {
    const wire = KEEP_ALIVE + encodeEvent({ type: 'delta', text: 'Hé' }) + encodeEvent({ type: 'error', code: 'timeout', message: 'Request timed out. Please try again.' }) + encodeEvent({ type: 'done' });
    expect(await collect(bodyOf([new TextEncoder().encode(wire)]))).toEqual([
      { type: 'delta', text: 'Hé' },
      { type: 'error', code: 'timeout', message: 'Request timed out. Please try again.' },
      { type: 'done' },
    ]);
  });

  it('skips malformed events', async () => {
    const wire = 'event: delta\ndata: {not json\n\n' + 'event: delta\ndata: {"nope":1}\n\n' + 'event: mystery\ndata: {}\n\n' + encodeEvent({ type: 'delta', text: 'ok' });
    expect(await collect(bodyOf([new TextEncoder().encode(wire)]))).toEqual([{ type: 'delta', text: 'ok' }]);
  });

  it('rejects when the connection drops mid-stream', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(encodeEvent({ type: 'delta', text: 'part' })));
        controller.error(new TypeError('terminated'));
      },
    });
    await expect(readEventStream(body, { onEvent: () => undefined })).rejects.toThrow('terminated');
  });

  it('property: any split of a valid stream yields the same events and text', async () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 20 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 12 }), async (deltas, cuts) => {
        const events: StreamEvent[] = [...deltas.map((t): StreamEvent => ({ type: 'delta', text: t })), { type: 'done' }];
        const bytes = new TextEncoder().encode(KEEP_ALIVE + events.map(encodeEvent).join(''));
        const got = await collect(bodyOf(split(bytes, cuts)));
        expect(got).toEqual(events);
      }),
    );
  });
});

describe('version tags (variants)', () => {
  const versionArb = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined });
  const eventArb: fc.Arbitrary<StreamEvent> = fc.oneof(
    fc.record({ type: fc.constant('delta' as const), text: fc.string({ unit: 'grapheme', maxLength: 12 }), version: versionArb }),
    fc.record({ type: fc.constant('done' as const), version: versionArb }),
    fc.record({ type: fc.constant('done' as const), truncated: fc.constant(true as const), version: versionArb }),
    // The fallback answered: the done event names its model.
    fc.record({ type: fc.constant('done' as const), model: fc.string({ minLength: 1, maxLength: 12 }), version: versionArb }),
    fc.record({ type: fc.constant('done' as const), truncated: fc.constant(true as const), model: fc.string({ minLength: 1, maxLength: 12 }), version: versionArb }),
    fc.record({ type: fc.constant('error' as const), code: fc.constant('timeout' as const), message: fc.string({ maxLength: 12 }), version: versionArb }),
  ).map((e) => (e.version === undefined ? (({ version: _, ...rest }) => rest)(e) : e) as StreamEvent);

  it('property: interleaved tagged events of any split decode to the same events, each keeping its version', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 8 }), async (events, cuts) => {
        const bytes = new TextEncoder().encode(events.map(encodeEvent).join(KEEP_ALIVE));
        expect(await collect(bodyOf(split(bytes, cuts)))).toEqual(events);
      }),
    );
  });

  it('skips events with a version outside 1..3', async () => {
    const wire = 'event: delta\ndata: {"text":"x","version":4}\n\n' + 'event: done\ndata: {"version":0}\n\n' + 'event: delta\ndata: {"text":"y","version":"2"}\n\n' + encodeEvent({ type: 'delta', text: 'ok', version: 2 });
    expect(await collect(bodyOf([new TextEncoder().encode(wire)]))).toEqual([{ type: 'delta', text: 'ok', version: 2 }]);
  });
});
