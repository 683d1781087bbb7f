import type { ChatMessage } from '../../engine/generation/messages.ts';
import type { ModelTier } from '../../engine/providers/model-tier.ts';
import type { TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { attemptCompletion, DEFAULT_FIRST_ANSWER_TIMEOUT_MS, type OnText } from './completion-attempt.ts';
import { withProviderRetries } from './provider-retries.ts';

export type { OnText } from './completion-attempt.ts';

export interface ChatStreamRequest {
  provider: AiProviderConfig;
  /** Takes over when the primary fails before any text was sent (AI_FALLBACK_*). */
  fallback?: AiProviderConfig | null;
  /** The primary's model for this feature; the fallback uses its own (of `tier`). */
  model?: string;
  /** The tool's model tier: picks the fallback's model of the same tier (AI_FALLBACK_MODEL_FAST/_REASONING). */
  tier?: ModelTier;
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
  /** Called with the token counts when the provider reports them (the last usage it sent, wherever it put it). */
  onUsage?: (usage: TokenUsage) => void;
  /**
   * Told the model of each attempt as it starts: the last one named is the provider whose answer (or
   * failure) this is, so usage, prices and logs name the fallback when it stood in.
   */
  onAttempt?: (model: string) => void;
  /** Told the model of the attempt whose provider answered with a 2xx event stream (after any retries or the fallback). */
  onAnswering?: (model: string) => void;
  /** Receives the model's reasoning as it comes; counts as progress for the silence timer whether or not it is shown. */
  onReasoning?: OnText;
  /** Told of each retry or hand-over to the fallback before the first byte (for the log; never the visitor's text). */
  onRetry?: (retry: { code: string; waitMs: number; toFallback: boolean }) => void;
}

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
  const now = Date.now();
  const limits = { deadline: now + provider.timeoutMs, firstAnswerDeadline: now + (provider.firstAnswerTimeoutMs ?? DEFAULT_FIRST_ANSWER_TIMEOUT_MS) };
  // Reasoning is progress too: once anything went out, nothing is retried and the prompt can go.
  let sentText = false;
  const forwardTo =
    (sink: OnText): OnText =>
    (text) => {
      if (!sentText) {
        sentText = true;
        request.messages = [];
      }
      return sink(text);
    };
  const onReasoning = request.onReasoning;
  const onAnswering = request.onAnswering;
  let attemptModel = model ?? provider.model;
  const onOpen = onAnswering && (() => onAnswering(attemptModel));
  const sinks = { onText: forwardTo(onText), onReasoning: forwardTo(onReasoning ?? (() => undefined)), onUsage, onOpen };
  const fallbackAttempt = fallback ? { provider: fallback, model: (request.tier && fallback.tierModels?.[request.tier]) || fallback.model } : null;
  return withProviderRetries(
    { primary: { provider, model: model ?? provider.model }, fallback: fallbackAttempt, signal, deadline: limits.deadline, mayRetry: () => !sentText, onRetry },
    (attempt) => {
      attemptModel = attempt.model;
      request.onAttempt?.(attempt.model);
      return attemptCompletion(attempt.provider, attempt.model, request, signal, limits, maxTokens, sinks);
    },
  );
}
