import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { createCompletionReader, type CompletionReader } from '../../engine/providers/completion-reader.ts';
import type { TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { postToProvider, type ProviderResponse } from './provider-request.ts';
import { createSseDataParser } from './sse-data-parser.ts';
import { UpstreamError } from './upstream-error.ts';

/**
 * Receives the answer's text (or the reasoning) as it comes: the deltas of one network read joined into
 * one piece. A returned promise (the visitor's connection is congested) holds the provider's body back
 * until it settles.
 */
export type OnText = (text: string) => Promise<void> | undefined;

/** Longest wait for the first answer text when the operator sets none (AI_FIRST_ANSWER_TIMEOUT_MS). */
export const DEFAULT_FIRST_ANSWER_TIMEOUT_MS = 180_000;
/** After the finish only the usage chunk and [DONE] may follow: this long at most. */
const TRAILER_WAIT_MS = 2000;

export interface AttemptSinks {
  onText: OnText;
  onReasoning: OnText;
  onUsage: ((usage: TokenUsage) => void) | undefined;
  /** The provider answered with a 2xx event stream: this attempt is the one that answers (unless its stream fails before any text). */
  onOpen: (() => void) | undefined;
}

export interface AttemptLimits {
  /** No progress (answer or reasoning) by then: the first silence ends the attempt. */
  deadline: number;
  /** No answer text by then (a model that only reasons): timed out. */
  firstAnswerDeadline: number;
}

const TIMEOUT = Symbol('timeout');
type StopCause = typeof TIMEOUT | 'signal' | 'ended';

/**
 * What ends an attempt: the silence timer, the first-answer timer, the caller's signal. Whatever it is
 * drops the provider's connection at once (`cancel` is the request until its headers, then its body).
 * Plain state rather than an AbortController of its own (most of a KiB per open stream).
 */
class AttemptControl {
  stoppedBy: StopCause | null = null;
  cancel: () => void = () => undefined;
  private silence: ReturnType<typeof setTimeout> | undefined;
  private silenceMs = -1;
  private firstAnswer: ReturnType<typeof setTimeout> | undefined;
  private readonly forgetSignal: () => void;

  constructor(private readonly signal: StopSignal) {
    if (signal.aborted) this.stop('signal');
    this.forgetSignal = signal.onStop(() => this.stop('signal'));
  }

  stop(by: StopCause): void {
    if (this.stoppedBy) return;
    this.stoppedBy = by;
    this.cancel();
  }

  /** (Re)starts the silence timer; the same wait again only refreshes it (each piece of text). */
  armSilence(ms: number): void {
    const wait = Math.max(0, ms);
    if (this.silence && wait === this.silenceMs) return void this.silence.refresh();
    clearTimeout(this.silence);
    this.silenceMs = wait;
    this.silence = setTimeout(() => this.stop(TIMEOUT), wait);
  }

  armFirstAnswer(ms: number): void {
    this.firstAnswer = setTimeout(() => this.stop(TIMEOUT), Math.max(0, ms));
  }

  answered(): void {
    clearTimeout(this.firstAnswer);
  }

  /** The failure to report for an error, by what stopped the attempt. */
  failure(error: unknown, progressSent: boolean): UpstreamError {
    if (error instanceof UpstreamError) return error;
    if (this.stoppedBy === TIMEOUT) return new UpstreamError('timeout', MESSAGES.timeout);
    if (this.signal.aborted) return new UpstreamError('interrupted', MESSAGES.stopped);
    // A connection that broke before any text: worth another try.
    return new UpstreamError('interrupted', MESSAGES.interrupted, { retryable: !progressSent });
  }

  dispose(): void {
    clearTimeout(this.silence);
    clearTimeout(this.firstAnswer);
    this.forgetSignal();
    this.stop('ended');
  }
}

/** Sends the request and checks that what came back is an event stream; throws the mapped failure otherwise. */
async function openStream(provider: AiProviderConfig, model: string, messages: ChatMessage[], maxTokens: number | undefined, control: AttemptControl, signal: StopSignal): Promise<ProviderResponse> {
  let response: ProviderResponse;
  try {
    // Written out rather than spread (once per request); JSON.stringify leaves out a max_tokens left undefined.
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
    if (provider.apiKey) headers.Authorization = `Bearer ${provider.apiKey}`;
    const pending = postToProvider(
      `${provider.baseUrl}/chat/completions`,
      headers,
      JSON.stringify({ model, stream: true, stream_options: { include_usage: true }, max_tokens: maxTokens || undefined, messages }),
    );
    control.cancel = pending.cancel;
    if (control.stoppedBy) pending.cancel();
    response = await pending.response;
  } catch (error) {
    const mapped = control.failure(error, false);
    // Could not connect at all: not an interruption of a running answer.
    throw mapped.code === 'interrupted' && !signal.aborted ? new UpstreamError('internal', MESSAGES.fallback, { retryable: true }) : mapped;
  }
  control.cancel = () => response.cancel();
  if (control.stoppedBy) response.cancel();
  if (response.status < 200 || response.status > 299) {
    response.cancel();
    throw UpstreamError.fromStatus(response.status, response.header('retry-after') ?? null);
  }
  // 204/205/304 carry no body by definition.
  if (response.status === 204 || response.status === 205) {
    response.cancel();
    throw new UpstreamError('no_body', MESSAGES.noBody);
  }
  // A 200 that is not an event stream (a JSON completion, an HTML error page, text/plain) is the provider's error.
  if (!/^text\/event-stream\b/i.test(response.header('content-type') ?? '')) {
    response.cancel();
    throw UpstreamError.providerError();
  }
  return response;
}

/** Whatever the reader holds now goes out: reasoning first, then the answer; both count as progress. */
function sendTaken(reader: CompletionReader, sinks: AttemptSinks, progress: () => void): Promise<void> | undefined {
  const { answer, reasoning } = reader.take();
  let wait: Promise<void> | undefined;
  if (reasoning) {
    progress();
    wait = sinks.onReasoning(reasoning);
  }
  if (answer) {
    progress();
    wait = wait ? wait.then(() => sinks.onText(answer)) : sinks.onText(answer);
  }
  return wait;
}

/** Reads the body to its end (or [DONE], or the usage after the finish). Resolves with whether the body ended cleanly. */
function readBody(response: ProviderResponse, reader: CompletionReader, control: AttemptControl, provider: AiProviderConfig, sinks: AttemptSinks, state: { progressSent: boolean }, signal: StopSignal): Promise<boolean> {
  const parser = createSseDataParser((data) => reader.read(data));
  const progress = () => {
    state.progressSent = true;
    if (reader.finishReason === null) control.armSilence(provider.timeoutMs);
    if (reader.answered) control.answered();
  };
  let broken = false;
  let finishSeen = false;
  return new Promise<boolean>((resolve, reject) => {
    response.stream({
      piece: (text) => {
        if (reader.complete || broken) return undefined; // read past after the end
        // This runs in the socket's data event: whatever throws here fails the attempt, not the process.
        try {
          parser.feed(text);
          // One piece of text per network read: under load several deltas arrive together and go out as one write.
          const wait = sendTaken(reader, sinks, progress);
          if (reader.finishReason !== null && !finishSeen) {
            finishSeen = true;
            control.answered();
            control.armSilence(Math.min(provider.timeoutMs, TRAILER_WAIT_MS));
          }
          if (reader.complete) resolve(false);
          return wait;
        } catch (error) {
          broken = true;
          reject(error);
          return undefined;
        }
      },
      end: () => resolve(true),
      fail: (error) => {
        if (reader.finishReason !== null && !signal.aborted) resolve(false); // complete; only the trailer was missing
        else reject(control.failure(error, state.progressSent));
      },
    });
  });
}

/**
 * One request to one provider. The silence timer runs until `deadline` for the first progress, then
 * provider.timeoutMs from each piece of answer or reasoning: keep-alive comments or empty deltas never
 * keep a dead answer alive, and a model that only reasons is bounded by `firstAnswerDeadline`.
 * Resolves with the finish_reason (null when the body ended cleanly without one).
 */
export async function attemptCompletion(
  provider: AiProviderConfig,
  model: string,
  prompt: { messages: ChatMessage[] },
  signal: StopSignal,
  limits: AttemptLimits,
  maxTokens: number | undefined,
  sinks: AttemptSinks,
): Promise<string | null> {
  const control = new AttemptControl(signal);
  const state = { progressSent: false };
  const reader = createCompletionReader();
  try {
    control.armSilence(limits.deadline - Date.now());
    control.armFirstAnswer(limits.firstAnswerDeadline - Date.now());
    const response = await openStream(provider, model, prompt.messages, maxTokens, control, signal);
    sinks.onOpen?.();
    let cleanEnd = false;
    try {
      // A failure of the body comes mapped; whatever the receivers threw comes as it is (internal, never retried).
      cleanEnd = await readBody(response, reader, control, provider, sinks, state, signal);
    } finally {
      control.cancel = () => undefined;
      // A complete answer leaves its connection to the pool; anything else drops it.
      if ((reader.complete || cleanEnd) && !signal.aborted && !reader.failed) response.release();
      else response.cancel();
      if (reader.usage) sinks.onUsage?.(reader.usage);
    }
    const unclosed = reader.close();
    await sendTaken(reader, sinks, () => (state.progressSent = true));
    return outcome(reader, unclosed, state.progressSent);
  } finally {
    control.dispose();
  }
}

/** How a stream that was read to its end ended: the finish reason, or the honest failure. */
function outcome(reader: CompletionReader, unclosed: boolean, progressSent: boolean): string | null {
  if (reader.failed) throw UpstreamError.providerError();
  if (reader.finishReason === 'content_filter') throw new UpstreamError('content_filtered', MESSAGES.contentFiltered);
  // Reasoning and nothing else (an unclosed think block, or a finish before any answer): no answer.
  if (!reader.answered) throw progressSent || unclosed ? new UpstreamError('no_answer', MESSAGES.noAnswer) : UpstreamError.providerError();
  return reader.finishReason;
}
