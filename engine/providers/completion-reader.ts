// The whole of one chat-completion stream, event by event: the chunk reader (completion-chunk.ts)
// plus the think-tag splitter over the content, the last usage, the finish and the end. The gateway
// takes the answer and reasoning out after each network read; how the bytes were split never changes
// what comes out (tests/engine/completion-reader.test.ts checks every split).

import type { TokenUsage } from '../usage/token-usage.ts';
import { readCompletionChunk } from './completion-chunk.ts';
import { createThinkTagSplitter } from './think-tag-splitter.ts';

export interface CompletionReader {
  /** One server-sent event's data. Malformed JSON is skipped. */
  read(data: string): void;
  /** The answer and reasoning text read since the last call ('' when none). */
  take(): { answer: string; reasoning: string };
  /** The content ended (the body closed or [DONE]): releases held text; true when a think block never closed. */
  close(): boolean;
  /** [DONE], an error chunk, or the usage after the finish: nothing more is needed. */
  readonly complete: boolean;
  readonly finishReason: string | null;
  /** The last usage the provider sent, wherever it put it. */
  readonly usage: TokenUsage | null;
  /** The provider sent an {"error": …} chunk. */
  readonly failed: boolean;
  /** Any answer text at all (reasoning excluded). */
  readonly answered: boolean;
}

/** One stream's state: the text read since the last take, and what the provider said about the end. */
interface ReaderState {
  splitter: ReturnType<typeof createThinkTagSplitter>;
  answer: string[];
  reasoning: string[];
  complete: boolean;
  /** The content ended: the splitter has released what it held. */
  closed: boolean;
  finishReason: string | null;
  usage: TokenUsage | null;
  failed: boolean;
  answered: boolean;
  /** A think block was still open when the content ended. */
  unclosed: boolean;
}

function addPiece(state: ReaderState, piece: { answer: string; reasoning: string }): void {
  if (piece.reasoning) state.reasoning.push(piece.reasoning);
  if (piece.answer) {
    state.answer.push(piece.answer);
    state.answered = true;
  }
}

/** The content ended: the splitter releases the text it held back (once). */
function closeContent(state: ReaderState): void {
  if (state.closed) return;
  state.closed = true;
  const rest = state.splitter.end();
  addPiece(state, rest);
  state.unclosed = rest.unclosed;
}

const DONE = Symbol('done');

/** An event's data: [DONE], the parsed JSON, or undefined for a malformed line (skipped). */
function parseData(data: string): unknown {
  if (data.length < 16 && data.trim() === '[DONE]') return DONE;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function readData(state: ReaderState, data: string): void {
  if (state.complete) return;
  const payload = parseData(data);
  if (payload === DONE) {
    state.complete = true;
    return;
  }
  if (payload === undefined) return; // a malformed line is skipped
  const chunk = readCompletionChunk(payload);
  if (chunk.usage) state.usage = chunk.usage;
  if (chunk.error) {
    state.failed = true;
    state.complete = true;
    return;
  }
  // After the finish only usage matters: moderation, filter results and empty choices are read past.
  if (state.finishReason === null) {
    for (const text of chunk.reasoning) state.reasoning.push(text);
    for (const text of chunk.content) addPiece(state, state.splitter.push(text));
    if (chunk.finishReason) {
      state.finishReason = chunk.finishReason;
      closeContent(state);
    }
  } else if (chunk.usage) state.complete = true; // the usage chunk follows the finish
}

function takeText(state: ReaderState): { answer: string; reasoning: string } {
  const taken = { answer: state.answer.join(''), reasoning: state.reasoning.join('') };
  state.answer.length = 0;
  state.reasoning.length = 0;
  return taken;
}

export function createCompletionReader(): CompletionReader {
  const state: ReaderState = { splitter: createThinkTagSplitter(), answer: [], reasoning: [], complete: false, closed: false, finishReason: null, usage: null, failed: false, answered: false, unclosed: false };
  return {
    read: (data) => readData(state, data),
    take: () => takeText(state),
    close() {
      closeContent(state);
      return state.unclosed;
    },
    get complete() {
      return state.complete;
    },
    get finishReason() {
      return state.finishReason;
    },
    get usage() {
      return state.usage;
    },
    get failed() {
      return state.failed;
    },
    get answered() {
      return state.answered;
    },
  };
}
