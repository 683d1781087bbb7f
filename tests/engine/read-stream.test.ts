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
