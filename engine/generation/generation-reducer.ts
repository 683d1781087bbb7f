import type { ErrorCode } from '../errors/error-codes.ts';
// Only the messages of the first paint: the whole catalogue would weigh on a tool page's first JavaScript.
import { FIRST_PAINT_MESSAGES as MESSAGES } from '../errors/first-paint-messages.ts';

// The tool page's generation state machine:
// idle -> generating -> done | stopped | timed_out | error, and back to
// generating on the next start. Text is appended as it arrives.

export type GenerationStatus = 'idle' | 'generating' | 'done' | 'stopped' | 'timed_out' | 'error';

export interface GenerationState {
  status: GenerationStatus;
  output: string;
  /**
   * The model's reasoning, kept apart from `output`: shown folded under the answer, never part of the
   * result's text, its copy, export, share link, saved result, follow-up history or the editor.
   * Absent when the model sent none.
   */
  reasoning?: string;
  /** Shown in the error box once generation has ended; null while generating or after success. */
  error: string | null;
  /** The gateway's code for `error`, when it gave one: a page words some failures its own way (the allowance line). */
  code?: ErrorCode;
  /** A note under a finished result, e.g. that it hit the length limit; absent otherwise. */
  notice?: string;
}

/** `version`: the one of several parallel versions (1-based) an event belongs to; absent = every running version. */
export type GenerationEvent = (
  | { type: 'start' }
  | { type: 'delta'; text: string }
  | { type: 'reasoning'; text: string }
  /** `truncated`: the answer stopped at the provider's length limit (the stream protocol's done event says so). */
  | { type: 'done'; truncated?: boolean }
  | { type: 'stop' }
  | { type: 'timeout' }
  /** `code` is the gateway's error code when it gave one (pages may word some failures their own way). */
  | { type: 'fail'; message: string; code?: ErrorCode }
) & { version?: number };

export const INITIAL_GENERATION: GenerationState = { status: 'idle', output: '', error: null };

export function generationReducer(state: GenerationState, event: GenerationEvent): GenerationState {
  if (event.type === 'start') return { status: 'generating', output: '', error: null };
  // Only a running generation changes; late events after an end are ignored.
  if (state.status !== 'generating') return state;
  switch (event.type) {
    case 'delta':
      return event.text === '' ? state : { ...state, output: state.output + event.text };
    case 'reasoning':
      return event.text === '' ? state : { ...state, reasoning: (state.reasoning ?? '') + event.text };
    case 'done':
      return event.truncated ? { ...state, status: 'done', notice: MESSAGES.lengthLimitNote } : { ...state, status: 'done' };
    case 'stop':
      return { ...state, status: 'stopped', error: MESSAGES.stopped };
    case 'timeout':
      return { ...state, status: 'timed_out', error: MESSAGES.timeout };
    case 'fail':
      // An answer the content check stopped part-way is removed, not left half-shown: only the reason stays.
      if (event.code === 'content_blocked') return { status: 'error', output: '', error: event.message || MESSAGES.fallback };
      return { ...state, status: 'error', error: event.message || MESSAGES.fallback, code: event.code };
  }
}
