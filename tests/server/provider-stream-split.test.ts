import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createCompletionReader } from '../../engine/providers/completion-reader.ts';
import { createSseDataParser } from '../../server/ai/sse-data-parser.ts';

// The gateway's read path as it runs: the provider's body cut anywhere (inside a JSON line, a
// multi-byte character's surrogate pair, a CRLF, a think tag) through the SSE parser and the chunk
// reader gives the same answer, reasoning and usage as the uncut body.

const chunk = (delta: object, finish: string | null = null) => `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}`;

function body(lineEnd: string): string {
  const events = [
    ': keep-alive',
    chunk({ role: 'assistant', content: null, reasoning_content: 'Let me count: é😀. ' }),
    chunk({ content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'Then add.' }] }] }),
    chunk({ content: '<think>inner</think>\n\n' }),
    chunk({ content: [{ type: 'text', text: 'The answer ' }] }),
    chunk({ content: 'is 391 😀.' }, 'stop'),
    `data:${JSON.stringify({ choices: [], usage: { prompt_tokens: 5, completion_tokens: 9 } })}`,
    'data: [DONE]',
  ];
  return `\uFEFF${events.join(lineEnd + lineEnd)}${lineEnd}${lineEnd}`;
}

function read(pieces: string[]) {
  const reader = createCompletionReader();
  const parser = createSseDataParser((data) => reader.read(data));
  let answer = '';
  let reasoning = '';
  for (const p of pieces) {
    parser.feed(p);
    const taken = reader.take();
    answer += taken.answer;
    reasoning += taken.reasoning;
  }
  reader.close();
  const rest = reader.take();
  return { answer: answer + rest.answer, reasoning: reasoning + rest.reasoning, usage: reader.usage, finish: reader.finishReason };
}

it('any cut of a provider body gives the same answer, reasoning, usage and finish', () => {
  fc.assert(
    fc.property(fc.constantFrom('\n', '\r\n'), fc.array(fc.nat(), { maxLength: 30 }), (lineEnd, cuts) => {
      const text = body(lineEnd);
      const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
      const pieces = [...at, text.length].map((end, i) => text.slice(i === 0 ? 0 : at[i - 1], end));
      expect(read(pieces)).toEqual({
        answer: 'The answer is 391 😀.',
        reasoning: 'Let me count: é😀. Then add.inner',
        usage: { inputTokens: 5, outputTokens: 9, estimated: false },
        finish: 'stop',
      });
    }),
  );
});
