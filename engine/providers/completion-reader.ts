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

export function createCompletionReader(): CompletionReader {
  const splitter = createThinkTagSplitter();
  const answer: string[] = [];
  const reasoning: string[] = [];
  let complete = false;
  let closed = false;
  let finishReason: string | null = null;
  let usage: TokenUsage | null = null;
  let failed = false;
  let answered = false;
  let unclosed = false;

  const add = (piece: { answer: string; reasoning: string }) => {
    if (piece.reasoning) reasoning.push(piece.reasoning);
    if (piece.answer) {
      answer.push(piece.answer);
      answered = true;
    }
  };

  const flush = () => {
    if (closed) return;
    closed = true;
    const rest = splitter.end();
    add(rest);
    unclosed = rest.unclosed;
  };

  return {
    read(data) {
      if (complete) return;
      if (data.length < 16 && data.trim() === '[DONE]') {
        complete = true;
        return;
      }
      let payload: unknown;
      try {
        payload = JSON.parse(data);
      } catch {
        return; // a malformed line is skipped
      }
      const chunk = readCompletionChunk(payload);
      if (chunk.usage) usage = chunk.usage;
      if (chunk.error) {
        failed = true;
        complete = true;
        return;
      }
      // After the finish only usage matters: moderation, filter results and empty choices are read past.
      if (finishReason === null) {
        for (const text of chunk.reasoning) reasoning.push(text);
        for (const text of chunk.content) add(splitter.push(text));
        if (chunk.finishReason) {
          finishReason = chunk.finishReason;
          flush();
        }
      } else if (chunk.usage) complete = true; // the usage chunk follows the finish
    },
    take() {
      const taken = { answer: answer.join(''), reasoning: reasoning.join('') };
      answer.length = 0;
      reasoning.length = 0;
      return taken;
    },
    close() {
      flush();
      return unclosed;
    },
    get complete() {
      return complete;
    },
    get finishReason() {
      return finishReason;
    },
    get usage() {
      return usage;
    },
    get failed() {
      return failed;
    },
    get answered() {
      return answered;
    },
  };
}
