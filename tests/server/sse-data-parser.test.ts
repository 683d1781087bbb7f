import { createParser } from 'eventsource-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseDataParser } from '../../server/ai/sse-data-parser.ts';

/** The data of every event, fed in the given pieces. */
function parse(pieces: string[]): string[] {
  const events: string[] = [];
  const parser = createSseDataParser((data) => events.push(data));
  for (const piece of pieces) parser.feed(piece);
  return events;
}

/**
 * The reference: eventsource-parser, which the gateway used before. It holds
 * back a CR that ends its input (an LF might follow), so a comment line after
 * the stream settles it; the gateway's parser takes a lone CR as a line end at once.
 */
function reference(text: string): string[] {
  const events: string[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event.data) });
  parser.feed(`${text}:end\n`);
  return events;
}

/** Cuts text at the given points (any position: inside a field name, a CRLF, a surrogate pair…). */
function split(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const p of points) {
    pieces.push(text.slice(from, p));
    from = p;
  }
  pieces.push(text.slice(from));
  return pieces;
}

const newline = fc.constantFrom('\n', '\r\n', '\r');
const dataValue = fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' ', ':', '{', '"', 'data', '[DONE]') });
/** One event of a provider stream: comments, data lines (one or several), other fields, in any line-ending style. */
const event = fc.record({
  comment: fc.option(dataValue),
  data: fc.array(dataValue, { minLength: 1, maxLength: 3 }),
  field: fc.option(fc.constantFrom('event: delta', 'id: 7', 'retry: 100', 'dataset: x')),
  space: fc.boolean(),
  eol: newline,
});
const stream = fc.array(event, { maxLength: 8 }).map((events) =>
  events
    .map(({ comment, data, field, space, eol }) => [...(comment !== null ? [`:${comment}`] : []), ...(field ? [field] : []), ...data.map((d) => `data:${space ? ' ' : ''}${d}`)].join(eol) + eol + eol)
    .join(''),
);

describe('the provider stream parser', () => {
  it('any split of a valid upstream stream gives the same events, the same as eventsource-parser', () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const whole = parse([text]);
        expect(whole).toEqual(reference(text));
        expect(parse(split(text, cuts))).toEqual(whole);
        expect(parse([...text])).toEqual(whole); // one character at a time
      }),
      { numRuns: 300 },
    );
  });

  it('reads OpenAI deltas, joins data lines, skips comments and other fields, and leaves an unfinished event out', () => {
    const text = ': keep-alive\r\n\r\nevent: x\ndata: {"a":1}\n\ndata:one\ndata: two\n\ndata: [DONE]\n\ndata: unfinished';
    expect(parse([text])).toEqual(['{"a":1}', 'one\ntwo', '[DONE]']);
    expect(parse(['\uFEFFdata: bom\n\n'])).toEqual(['bom']);
  });
});

describe('one big event', () => {
  it('costs work proportional to its size however finely it is cut: each character is looked at about once', () => {
    // Counted, not timed: every character the parser inspects goes through charCodeAt. Joining the
    // unfinished line to each new piece and scanning it again looked at this event's characters
    // about (size / piece) / 2 times each.
    const size = 64 * 1024;
    const event = `data: {"choices":[{"delta":{"content":"${'x'.repeat(size)}"}}]}\n\n`;
    const pieces = split(event, Array.from({ length: Math.ceil(event.length / 256) }, (_, i) => i * 256));
    const original = String.prototype.charCodeAt;
    let looks = 0;
    String.prototype.charCodeAt = function (this: string, index: number) {
      looks++;
      return original.call(this, index);
    };
    let events: string[];
    try {
      events = parse(pieces);
    } finally {
      String.prototype.charCodeAt = original;
    }
    expect(events).toHaveLength(1);
    expect(events[0]).toHaveLength(event.length - 8);
    expect(looks).toBeLessThan(2 * event.length);
  });

  it('a line cut into many pieces, and an event of many data lines, come out whole', () => {
    const line = 'é😀'.repeat(5000);
    const text = `data: ${line}\r\ndata: ${line}\r\n\r\n`;
    expect(parse(text.match(/[\s\S]{1,7}/g) ?? [])).toEqual([`${line}\n${line}`]);
  });
});
