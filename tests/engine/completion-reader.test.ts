import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCompletionChunk } from '../../engine/providers/completion-chunk.ts';
import { createCompletionReader } from '../../engine/providers/completion-reader.ts';
import { createThinkTagSplitter } from '../../engine/providers/think-tag-splitter.ts';

/** Cuts `text` at the given (sorted, deduplicated) offsets. */
function cut(text: string, offsets: number[]): string[] {
  const at = [...new Set(offsets.map((o) => o % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const o of at) {
    pieces.push(text.slice(from, o));
    from = o;
  }
  pieces.push(text.slice(from));
  return pieces;
}

function split(pieces: string[]): { answer: string; reasoning: string; unclosed: boolean } {
  const s = createThinkTagSplitter();
  let answer = '';
  let reasoning = '';
  for (const p of pieces) {
    const out = s.push(p);
    answer += out.answer;
    reasoning += out.reasoning;
  }
  const end = s.end();
  return { answer: answer + end.answer, reasoning: reasoning + end.reasoning, unclosed: end.unclosed };
}

// Text that can hold tag characters, so tag-like fragments inside the reasoning are exercised too.
const tagText = fc.string({ unit: fc.constantFrom('<', '>', '/', 't', 'h', 'i', 'n', 'k', 'g', 'a', ' ', '\n', 'é', '😀'), maxLength: 40 });
const answerText = tagText.filter((a) => a.trim() !== '' && !/^\s/.test(a));
const offsets = fc.array(fc.nat(), { maxLength: 12 });

describe('think-tag splitter', () => {
  it('a leading <think> or <thinking> block is reasoning and the rest the answer, however the text is split', () => {
    fc.assert(
      fc.property(fc.constantFrom('think', 'thinking'), fc.constantFrom('', ' ', '\n'), tagText, fc.constantFrom('', '\n\n', ' '), answerText, offsets, (tag, lead, reasoning, gap, answer, at) => {
        fc.pre(!reasoning.includes(`</${tag}>`));
        const text = `${lead}<${tag}>${reasoning}</${tag}>${gap}${answer}`;
        expect(split(cut(text, at))).toEqual({ answer, reasoning, unclosed: false });
      }),
    );
  });

  it('text that does not start with a think block is all answer, tags later in it included', () => {
    fc.assert(
      fc.property(tagText, offsets, (text, at) => {
        const body = text.trimStart();
        fc.pre(!body.startsWith('<think>') && !body.startsWith('<thinking>') && !['<think>', '<thinking>'].some((t) => t.startsWith(body)));
        expect(split(cut(text, at))).toEqual({ answer: text, reasoning: '', unclosed: false });
      }),
    );
  });

  it('an unclosed block at the end is reasoning, and says so', () => {
    fc.assert(
      fc.property(tagText, offsets, (reasoning, at) => {
        fc.pre(!reasoning.includes('</think>'));
        expect(split(cut(`<think>${reasoning}`, at))).toEqual({ answer: '', reasoning, unclosed: true });
      }),
    );
  });

  it('only a block at the start counts', () => {
    expect(split(['Use <think>tags</think> in XML'])).toEqual({ answer: 'Use <think>tags</think> in XML', reasoning: '', unclosed: false });
    expect(split(['<thin', 'k>\nOkay, so', '</th', 'ink>\n\n391'])).toEqual({ answer: '391', reasoning: '\nOkay, so', unclosed: false });
    expect(split(['<thi'])).toEqual({ answer: '<thi', reasoning: '', unclosed: false });
  });
});

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] });

describe('completion chunk', () => {
  it('content as a string, as null, and as an array of text and thinking parts (Mistral)', () => {
    expect(readCompletionChunk(JSON.parse(chunk({ content: 'a' }))).content).toEqual(['a']);
    expect(readCompletionChunk(JSON.parse(chunk({ content: null }))).content).toEqual([]);
    const parts = readCompletionChunk(
      JSON.parse(chunk({ content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'Let me add.' }] }, { type: 'text', text: '3' }, { type: 'text', text: '91' }] })),
    );
    expect(parts).toMatchObject({ content: ['3', '91'], reasoning: ['Let me add.'] });
  });

  it('reasoning_content, reasoning and reasoning_details are reasoning, each read once', () => {
    expect(readCompletionChunk(JSON.parse(chunk({ reasoning_content: 'r', content: '' }))).reasoning).toEqual(['r']);
    // OpenRouter sends the same text twice: as reasoning and as reasoning_details.
    expect(readCompletionChunk(JSON.parse(chunk({ reasoning: 'r', reasoning_details: [{ type: 'reasoning.text', text: 'r' }] }))).reasoning).toEqual(['r']);
    expect(readCompletionChunk(JSON.parse(chunk({ reasoning_details: [{ type: 'reasoning.summary', summary: 's' }, { type: 'reasoning.encrypted', data: 'xx' }] }))).reasoning).toEqual(['s']);
  });

  it('usage wherever it is: top level, x_groq, next to an error', () => {
    expect(readCompletionChunk({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 2 } }).usage).toMatchObject({ inputTokens: 1, outputTokens: 2 });
    expect(readCompletionChunk({ choices: [], x_groq: { id: 'x', usage: { prompt_tokens: 21, completion_tokens: 988, total_tokens: 1009 } } }).usage).toMatchObject({ inputTokens: 21, outputTokens: 988 });
    const error = readCompletionChunk({ error: { message: 'overloaded', usage: { prompt_tokens: 5, completion_tokens: 7 } } });
    expect(error).toMatchObject({ error: true, usage: { inputTokens: 5, outputTokens: 7 } });
  });
});

/** One way a provider may carry a piece of the answer or of the reasoning. */
type Piece = { kind: 'answer'; text: string; form: 'string' | 'part' } | { kind: 'reasoning'; text: string; form: 'reasoning_content' | 'reasoning' | 'details' | 'thinking-part' };

function eventOf(piece: Piece): string {
  if (piece.kind === 'answer') return chunk({ content: piece.form === 'string' ? piece.text : [{ type: 'text', text: piece.text }] });
  switch (piece.form) {
    case 'reasoning_content':
      return chunk({ reasoning_content: piece.text, content: null });
    case 'reasoning':
      return chunk({ reasoning: piece.text });
    case 'details':
      return chunk({ reasoning_details: [{ type: 'reasoning.text', text: piece.text }] });
    case 'thinking-part':
      return chunk({ content: [{ type: 'thinking', thinking: [{ type: 'text', text: piece.text }] }] });
  }
}

function readAllOf(events: string[]) {
  const reader = createCompletionReader();
  let answer = '';
  let reasoning = '';
  for (const e of events) {
    reader.read(e);
    const taken = reader.take();
    answer += taken.answer;
    reasoning += taken.reasoning;
  }
  const unclosed = reader.close();
  const rest = reader.take();
  return { answer: answer + rest.answer, reasoning: reasoning + rest.reasoning, unclosed, reader };
}

describe('completion reader', () => {
  const text = fc.string({ minLength: 1, maxLength: 12 });
  it('reasoning in its own fields, then the answer in any form and any number of chunks: the same answer and reasoning', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text, form: fc.constantFrom('reasoning_content', 'reasoning', 'details', 'thinking-part') }), { maxLength: 5 }),
        fc.array(fc.record({ text, form: fc.constantFrom('string', 'part') }), { minLength: 1, maxLength: 6 }),
        (reasons, answers) => {
          fc.pre(!answers[0]!.text.trimStart().startsWith('<'));
          const pieces: Piece[] = [...reasons.map((r) => ({ kind: 'reasoning', ...r }) as Piece), ...answers.map((a) => ({ kind: 'answer', ...a }) as Piece)];
          const events = [...pieces.map(eventOf), chunk({}, 'stop'), JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: 4 } }), '[DONE]'];
          const out = readAllOf(events);
          const answer = answers.map((a) => a.text).join('');
          // An answer of white space alone is no answer: the reader keeps nothing of it.
          expect(out.answer).toBe(answer.trim() === '' ? '' : answer);
          expect(out.reader.answered).toBe(answer.trim() !== '');
          expect(out.reasoning).toBe(reasons.map((r) => r.text).join(''));
          expect(out.reader).toMatchObject({ finishReason: 'stop', complete: true, usage: { inputTokens: 3, outputTokens: 4 } });
        },
      ),
    );
  });

  it('a think block in the content, split over chunks anywhere: the answer without it', () => {
    fc.assert(
      fc.property(tagText, answerText, offsets, (reasoning, answer, at) => {
        fc.pre(!reasoning.includes('</think>'));
        const events = cut(`<think>${reasoning}</think>\n\n${answer}`, at).map((c) => chunk({ content: c }));
        const out = readAllOf([...events, chunk({}, 'stop')]);
        expect(out).toMatchObject({ answer, reasoning, unclosed: false });
      }),
    );
  });

  it('an answer of white space alone, in any number of chunks: no answer', () => {
    const out = readAllOf([chunk({ content: ' ' }), chunk({ content: '\n\n' }), chunk({}, 'stop')]);
    expect(out.answer).toBe('');
    expect(out.reader.answered).toBe(false);
  });

  it('an unclosed think block at the finish: reasoning, no answer, and it says so', () => {
    const out = readAllOf([chunk({ content: '<think>Hmm' }), chunk({ content: ', let me see' }, 'length')]);
    expect(out).toMatchObject({ answer: '', reasoning: 'Hmm, let me see', unclosed: true });
    expect(out.reader.answered).toBe(false);
  });

  it('after the finish, filter results, moderation and empty choices are read past; usage still counts', () => {
    const out = readAllOf([
      JSON.stringify({ choices: [], prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }] }),
      chunk({ content: 'ok' }),
      chunk({}, 'stop'),
      JSON.stringify({ choices: [{ index: 0, delta: { content: 'late' }, content_filter_results: { hate: { filtered: false } } }] }),
      JSON.stringify({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 1 } }),
    ]);
    expect(out.answer).toBe('ok');
    expect(out.reader.usage).toMatchObject({ inputTokens: 1, outputTokens: 1 });
  });

  it('the last usage wins', () => {
    const out = readAllOf([
      JSON.stringify({ choices: [{ index: 0, delta: { content: 'a' } }], usage: { prompt_tokens: 9, completion_tokens: 1 } }),
      JSON.stringify({ choices: [{ index: 0, delta: { content: 'b' } }], usage: { prompt_tokens: 9, completion_tokens: 2 } }),
    ]);
    expect(out.reader.usage).toMatchObject({ inputTokens: 9, outputTokens: 2 });
  });
});

describe('usage as billed', () => {
  it('xAI bills reasoning outside completion_tokens: total − prompt is the output', () => {
    // xAI's grok-3-mini: total_tokens = prompt + completion + reasoning (https://docs.x.ai/docs/guides/reasoning).
    const usage = readCompletionChunk({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 2, total_tokens: 354, completion_tokens_details: { reasoning_tokens: 340 } } }).usage;
    expect(usage).toEqual({ inputTokens: 12, outputTokens: 342, estimated: false, reasoningTokens: 340 });
  });

  it('OpenAI counts reasoning inside completion_tokens: not counted twice; cached prompt tokens recorded', () => {
    const usage = readCompletionChunk({
      choices: [],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150, prompt_tokens_details: { cached_tokens: 64 }, completion_tokens_details: { reasoning_tokens: 30 } },
    }).usage;
    expect(usage).toEqual({ inputTokens: 100, outputTokens: 50, estimated: false, cachedInputTokens: 64, reasoningTokens: 30 });
  });

  it('without total_tokens, reasoning larger than the completion was billed outside it', () => {
    expect(readCompletionChunk({ usage: { prompt_tokens: 1, completion_tokens: 2, completion_tokens_details: { reasoning_tokens: 10 } } }).usage).toMatchObject({ outputTokens: 12 });
  });
});

describe('prices of cached prompt tokens', () => {
  it('MODEL_PRICES may give cached input its own price, in pairs or JSON; without one it costs the input price', async () => {
    const { costUsd, parseModelPrices } = await import('../../engine/usage/model-prices.ts');
    const pairs = parseModelPrices('gpt-4o-mini=0.15/0.6/0.075,plain=1/2');
    expect(pairs.get('gpt-4o-mini')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6, cachedInputPerMillion: 0.075 });
    expect(parseModelPrices('{"m":{"input":1,"output":2,"cachedInput":0.5}}').get('m')).toEqual({ inputPerMillion: 1, outputPerMillion: 2, cachedInputPerMillion: 0.5 });
    const usage = { inputTokens: 1_000_000, cachedInputTokens: 600_000, outputTokens: 0 };
    expect(costUsd(usage, pairs.get('gpt-4o-mini'))).toBeCloseTo(0.4 * 0.15 + 0.6 * 0.075, 10);
    expect(costUsd(usage, pairs.get('plain'))).toBeCloseTo(1, 10);
    expect(() => parseModelPrices('m=1/2/x')).toThrow(/cached-input/);
    expect(() => parseModelPrices('m=1/2/3/4')).toThrow(/model=input\/output/);
  });
});
