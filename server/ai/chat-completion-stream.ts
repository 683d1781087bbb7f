import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import type { ModelTier } from '../../engine/providers/model-tier.ts';
import type { TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { attemptCompletion, DEFAULT_FIRST_ANSWER_TIMEOUT_MS, type OnText } from './completion-attempt.ts';
import { UpstreamError } from './upstream-error.ts';

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
  /** Receives the model's reasoning as it comes; counts as progress for the silence timer whether or not it is shown. */
  onReasoning?: OnText;
  /** Told of each retry or hand-over to the fallback before the first byte (for the log; never the visitor's text). */
  onRetry?: (retry: { code: string; waitMs: number; toFallback: boolean }) => void;
}

/** Retries of the primary before the first byte (so at most three requests), then the fallback once. */
export const MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 250;

/** Full back-off doubled per retry, with jitter so many gateways do not retry in step. */
function backoffMs(retry: number): number {
  return Math.round(BACKOFF_BASE_MS * 2 ** retry * (0.5 + Math.random() * 0.5));
}

function sleep(ms: number, signal: StopSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UpstreamError('interrupted', MESSAGES.stopped));
    const forget = signal.onStop(() => {
      clearTimeout(timer);
      reject(new UpstreamError('interrupted', MESSAGES.stopped));
    });
    const timer = setTimeout(() => {
      forget();
      resolve();
    }, ms);
  });
}

/**
 * Streams an OpenAI-compatible chat completion to `onText`. A 429, a 5xx or a
 * connection error before any text was sent is retried (jittered back-off, at
 * most MAX_RETRIES, Retry-After honoured) and then handed to the fallback
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
  const deadline = limits.deadline;
  const primary = { provider, model: model ?? provider.model };
  const plan: Array<{ provider: AiProviderConfig; model: string }> = [];
  for (let i = 0; i <= MAX_RETRIES; i++) plan.push(primary);
  if (fallback) plan.push({ provider: fallback, model: (request.tier && fallback.tierModels?.[request.tier]) || fallback.model });
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
  const sinks = { onText: forwardTo(onText), onReasoning: forwardTo(onReasoning ?? (() => undefined)), onUsage };
  for (let i = 0, attempt = plan[0]; attempt; ) {
    try {
      request.onAttempt?.(attempt.model);
      return await attemptCompletion(attempt.provider, attempt.model, request, signal, limits, maxTokens, sinks);
    } catch (error) {
      const failure = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
      if (sentText || signal.aborted || !failure.retryable) throw failure;
      const wait = failure.retryAfterMs ?? backoffMs(i);
      const current = attempt.provider;
      // The same provider again if there is time to wait for it, else straight to the next one (the fallback).
      const next = plan.findIndex((p, j) => j > i && (p.provider !== current || Date.now() + wait < deadline));
      const nextAttempt = plan[next];
      if (!nextAttempt) throw failure;
      const retrying = nextAttempt.provider === current;
      onRetry?.({ code: failure.code, waitMs: retrying ? wait : 0, toFallback: !retrying });
      if (retrying) await sleep(wait, signal);
      i = next;
      attempt = nextAttempt;
    }
  }
  throw new UpstreamError('internal', MESSAGES.fallback); // not reached: the plan always has a first attempt
}
