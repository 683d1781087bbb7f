import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { parseProviderUsage, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { postToProvider, type ProviderResponse } from './provider-request.ts';
import { createSseDataParser } from './sse-data-parser.ts';
import { withProviderRetries } from './provider-retries.ts';
import { UpstreamError } from './upstream-error.ts';

export interface ChatStreamRequest {
  provider: AiProviderConfig;
  /** Takes over when the primary fails before any text was sent (AI_FALLBACK_*). */
  fallback?: AiProviderConfig | null;
  /** The primary's model for this feature; the fallback always uses its own. */
  model?: string;
  /**
   * The prompt. Emptied here once the first text has arrived: only a retry or
   * the fallback, before any text, sends it again, and an open stream should
   * not hold its history (up to HISTORY_BUDGET_CHARS) until its end.
   */
  messages: ChatMessage[];
  /** Stops when the visitor stops or disconnects (or the shutdown's grace runs out). */
  signal: StopSignal;
  /** Sent as max_tokens when set (the tool's output cap, never above MAX_OUTPUT_TOKENS). */
  maxTokens?: number;
  /** Called with the token counts when the provider reports them (the last chunk, asked for with include_usage). */
  onUsage?: (usage: TokenUsage) => void;
  /** Told of each retry or hand-over to the fallback before the first byte (for the log; never the visitor's text). */
  onRetry?: (retry: { code: string; waitMs: number; toFallback: boolean }) => void;
}

/**
 * Receives the answer's text as it comes: the deltas of one network read joined into one piece. A
 * returned promise (the visitor's connection is congested) holds the provider's body back until it settles.
 */
export type OnText = (text: string) => Promise<void> | undefined;

const TIMEOUT = Symbol('timeout');

/**
 * Streams an OpenAI-compatible chat completion to `onText`. A 429, a 5xx or a
 * connection error before any text was sent is retried (jittered back-off, at
 * most MAX_RETRIES of provider-retries.ts, Retry-After honoured) and then handed to the fallback
 * provider, all within the silence budget (provider.timeoutMs from the start);
 * nothing is retried once text went out. Resolves with the provider's
 * finish_reason (null when it gave none); throws UpstreamError with the spec's
 * message for every failure. Plain callbacks from the socket to `onText`, not
 * async generators: under load the promises and microtasks of each level cost
 * more than the parsing itself.
 */
export async function streamChatCompletion(request: ChatStreamRequest, onText: OnText): Promise<string | null> {
  // The request object itself is what the attempts read the prompt from, so emptying it lets the prompt go.
  const { provider, fallback, model, signal, maxTokens, onUsage, onRetry } = request;
  const deadline = Date.now() + provider.timeoutMs;
  let sentText = false;
  const forward: OnText = (text) => {
    if (!sentText) {
      sentText = true;
      request.messages = [];
    }
    return onText(text);
  };
  return withProviderRetries(
    { primary: { provider, model: model ?? provider.model }, fallback: fallback ? { provider: fallback, model: fallback.model } : null, signal, deadline, mayRetry: () => !sentText, onRetry },
    (attempt) => attemptCompletion(attempt.provider, attempt.model, request, signal, deadline, maxTokens, onUsage, forward),
  );
}

/**
 * One request to one provider. The silence timer runs until `deadline` for the
 * first text, then provider.timeoutMs from each piece of text: only content
 * counts, so keep-alive comments or empty deltas never keep a dead answer alive.
 */
async function attemptCompletion(
  provider: AiProviderConfig,
  model: string,
  prompt: Pick<ChatStreamRequest, 'messages'>,
  signal: StopSignal,
  deadline: number,
  maxTokens: number | undefined,
  onUsage: ((usage: TokenUsage) => void) | undefined,
  onText: OnText,
): Promise<string | null> {
  // Whatever ends this attempt (the silence timer, the caller's signal) drops the provider's
  // connection at once: `cancel` is the request until its headers arrive, then its body. Plain
  // state rather than an AbortController of its own (most of a KiB per open stream).
  let stoppedBy: typeof TIMEOUT | 'signal' | 'ended' | null = null;
  let cancel: () => void = () => undefined;
  const stop = (by: typeof TIMEOUT | 'signal' | 'ended') => {
    if (stoppedBy) return;
    stoppedBy = by;
    cancel();
  };
  if (signal.aborted) stop('signal');
  const forgetSignal = signal.onStop(() => stop('signal'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerMs = -1;
  const armTimeout = (ms: number) => {
    const wait = Math.max(0, ms);
    // The same silence again (each piece of text): restart the timer rather than make a new one.
    if (timer && wait === timerMs) return void timer.refresh();
    clearTimeout(timer);
    timerMs = wait;
    timer = setTimeout(() => stop(TIMEOUT), wait);
  };
  let textSent = false;
  const failure = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    if (stoppedBy === TIMEOUT) return new UpstreamError('timeout', MESSAGES.timeout);
    if (signal.aborted) return new UpstreamError('interrupted', MESSAGES.stopped);
    // A connection that broke before any text: worth another try.
    return new UpstreamError('interrupted', MESSAGES.interrupted, { retryable: !textSent });
  };

  try {
    armTimeout(deadline - Date.now());
    let response: ProviderResponse;
    try {
      // Written out rather than spread (once per request); JSON.stringify leaves out a max_tokens left undefined.
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
      if (provider.apiKey) headers.Authorization = `Bearer ${provider.apiKey}`;
      const pending = postToProvider(
        `${provider.baseUrl}/chat/completions`,
        headers,
        JSON.stringify({ model, stream: true, stream_options: { include_usage: true }, max_tokens: maxTokens || undefined, messages: prompt.messages }),
      );
      cancel = pending.cancel;
      if (stoppedBy) cancel();
      response = await pending.response;
    } catch (error) {
      const mapped = failure(error);
      // Could not connect at all: not an interruption of a running answer.
      throw mapped.code === 'interrupted' && !signal.aborted ? new UpstreamError('internal', MESSAGES.fallback, { retryable: true }) : mapped;
    }
    cancel = () => response.cancel();
    if (stoppedBy) cancel();
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

    const pending: string[] = [];
    let finished = false;
    let finishReason: string | null = null;
    let providerError = false;
    const parser = createSseDataParser((data) => {
      if (finished) return;
      if (data.trim() === '[DONE]') {
        finished = true;
        return;
      }
      let payload: {
        error?: unknown;
        choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
        usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
      };
      try {
        payload = JSON.parse(data) as typeof payload;
      } catch {
        return; // Malformed line: skipped, as the spec says.
      }
      if (payload && typeof payload === 'object' && payload.error) {
        providerError = true;
        finished = true;
        return;
      }
      const usage = parseProviderUsage(payload?.usage);
      if (usage) {
        onUsage?.(usage);
        // The usage chunk comes after finish_reason: with it the answer is complete.
        if (finishReason !== null) finished = true;
      }
      const choice = payload?.choices?.[0];
      const content = choice?.delta?.content;
      if (typeof content === 'string' && content !== '') pending.push(content);
      if (typeof choice?.finish_reason === 'string' && finishReason === null) {
        finishReason = choice.finish_reason;
        // Only the usage chunk and [DONE] may follow: wait briefly for them, then end as finished.
        armTimeout(Math.min(provider.timeoutMs, 2000));
      }
    });
    let bodyEnded = false;
    let broken = false;
    try {
      await new Promise<void>((resolve, reject) => {
        response.stream({
          piece: (text) => {
            if (finished || broken) return undefined; // read past after the end ([DONE] or the usage chunk)
            // This runs in the socket's data event: whatever throws here fails the attempt, not the process.
            try {
              parser.feed(text);
              let wait: Promise<void> | undefined;
              // One piece of text per network read: under load several deltas arrive together and go out as one write.
              if (pending.length > 0) {
                if (finishReason === null) armTimeout(provider.timeoutMs);
                textSent = true;
                const joined = pending.join('');
                pending.length = 0;
                wait = onText(joined);
              }
              if (finished) resolve();
              return wait;
            } catch (error) {
              broken = true;
              reject(error);
              return undefined;
            }
          },
          end: () => {
            bodyEnded = true;
            resolve();
          },
          fail: (error) => {
            if (finishReason !== null && !signal.aborted) resolve(); // complete; only the trailer was missing
            else reject(failure(error));
          },
        });
      });
    } finally {
      cancel = () => undefined;
      // A complete answer leaves its connection to the pool; anything else drops it.
      if ((finished || bodyEnded) && !signal.aborted && !providerError) response.release();
      else response.cancel();
    }
    if (providerError) throw UpstreamError.providerError();
    // Nothing at all, however it ended: a blank answer is not an answer.
    if (!textSent) throw UpstreamError.providerError();
    if (!finished && finishReason === null) throw new UpstreamError('interrupted', MESSAGES.interrupted);
    return finishReason;
  } finally {
    clearTimeout(timer);
    forgetSignal();
    // Whatever ended us (a refused status, an error), make sure the provider sees the connection close.
    stop('ended');
  }
}
