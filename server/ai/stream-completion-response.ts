import type { Context } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import { promptChars, type ChatMessage } from '../../engine/generation/messages.ts';
import type { StreamEvent } from '../../engine/generation/stream-protocol.ts';
import type { ModelTier } from '../../engine/providers/model-tier.ts';
import { sumUsage, usageOrEstimate, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import { CLIENT_GONE, sseStream } from '../http/sse-stream.ts';
import { StopController, type StopSignal } from '../http/stop-signal.ts';
import { safeError } from '../observability/logger.ts';
import { noteRetry, type GenerationFacts, type RequestTelemetry } from '../observability/request-telemetry.ts';
import type { Moderation } from '../safety/moderation.ts';
import type { OutputGuard } from '../safety/output-guard.ts';
import { streamChatCompletion } from './chat-completion-stream.ts';
import { UpstreamError } from './upstream-error.ts';

export interface CompletionResponseOptions {
  provider: AiProviderConfig;
  /** Stands in when the primary fails before the first byte (AI_FALLBACK_*). */
  fallback?: AiProviderConfig | null;
  model?: string;
  /** The tool's model tier, for the fallback's model of the same tier. */
  tier?: ModelTier;
  messages: ChatMessage[];
  /** Tool label for logs and metrics, e.g. "ai-writer" or "editor-improve". Never the visitor's text. */
  tool: string;
  /** Sent as max_tokens (the tool's output cap). */
  maxTokens?: number;
  /**
   * Called once when the stream ends, however it ended, with each upstream call's usage (the provider's or an
   * estimate) and the model that answered it, and the versions that failed through no fault of the visitor
   * (`refund`); the stream closes after it settles.
   */
  onFinish?: (settlement: StreamSettlement) => Promise<void>;
  /** Parallel upstream calls multiplexed into the one stream (variants, 1-3); default 1, untagged. */
  versions?: number;
  /**
   * The response header that names the model that answered (X-Model): the stream's headers wait until the
   * first version's provider answers (after any retries or the fallback), or until the first event or
   * keep-alive comment is due, and name the model of that version's attempt then.
   */
  modelHeader?: string;
  /**
   * Content safety (MODERATION_*): each version's answer is held back and released part by part once
   * checked; a flagged part stops that version's provider stream and ends it with a content_blocked error
   * event. The model's reasoning is not shown then (it would reach the visitor unchecked).
   */
  moderation?: Moderation | null;
}

/** What a finished stream used, for the quotas and the budget. */
export interface StreamSettlement {
  calls: Array<{ model: string; usage: TokenUsage }>;
  refund: number;
}

/**
 * Outcomes that are an answer or the visitor's doing (their Stop, a request the provider's content filter
 * declined); every other one (a provider error, a time-out, an empty, cut or answerless stream) is refunded.
 */
const NOT_REFUNDED = new Set(['done', 'done_truncated', 'stopped', 'content_filtered', 'content_blocked']);

/** The reason a version's provider stream is stopped with when its answer failed the content check. */
const GUARD_STOPPED = new Error('answer stopped by the content check');

/**
 * A version's own stop signal (the stream's, plus its content check's) and, with moderation, the guard
 * that holds its text until checked. Without moderation the stream's signal itself: nothing more per version.
 */
function versionChannel(c: Context, signal: StopSignal, moderation: Moderation | null | undefined, tool: string, release: (text: string) => unknown): { signal: StopSignal; guard: OutputGuard | null } {
  if (!moderation) return { signal, guard: null };
  const own = new StopController();
  if (signal.aborted) own.stop(signal.reason);
  else signal.onStop(() => own.stop(signal.reason));
  return { signal: own, guard: moderation.outputGuard(c, tool, release, () => own.stop(GUARD_STOPPED)) };
}

/**
 * Streams a chat completion to the browser in the gateway's protocol, mapping
 * every failure to the spec's catalogue. Its request counts as in flight for
 * graceful shutdown until the access line is written; when the grace period
 * ends first it closes with the 'interrupted' error event.
 *
 * With `versions` > 1 it runs that many upstream calls in parallel and
 * multiplexes them into the one stream, every event tagged with its version
 * (stream-protocol.ts): each version ends with its own done or error while the
 * others go on, and the stream closes when all have ended. A disconnect (Stop)
 * aborts them all. Metrics count each upstream call; the access line and
 * onFinish get the request's totals.
 */
export function streamCompletionResponse(c: Context, { provider, fallback, model, tier, messages, tool, maxTokens, onFinish, versions = 1, modelHeader, moderation }: CompletionResponseOptions): Response {
  const telemetry = c.get('telemetry');
  const { metrics, lifecycle } = telemetry;
  const modelName = model ?? provider.model;
  const facts: GenerationFacts = { tool, model: modelName, outputChars: 0, outcome: 'done', versions };
  const showReasoning = provider.reasoningDisplay !== 'hidden' && !moderation;
  telemetry.generation = facts;
  const writeAccessLine = telemetry.defer();
  metrics.activeStreams.inc();
  const inputChars = promptChars(messages);
  // Handed to each version's request, which lets go of it after its first text; not kept here for the stream's life.
  let prompt: ChatMessage[] | null = messages;
  const header = modelHeaderState(modelName);
  const lateHeaders = modelHeader ? () => ({ [modelHeader]: header.current() }) : undefined;
  // `signal` aborts when the visitor leaves (reason CLIENT_GONE) or when the shutdown grace runs out.
  return sseStream(c, async (sendRaw, signal, openHeaders) => {
    // Several versions write through one queue, so each event goes out whole and in order whatever `send`
    // does inside; one version needs no queue (and no promise per chunk on the hot path).
    let queue: Promise<void> = Promise.resolve();
    const send = versions > 1 ? (event: StreamEvent) => (queue = queue.then(() => sendRaw(event))) : sendRaw;

    /** One upstream call; returns its usage (reported or estimated) and outcome. */
    async function runVersion(version: number | undefined): Promise<VersionResult> {
      const tag = version === undefined ? {} : { version };
      let reported: TokenUsage | null = null;
      // The model that answered: the fallback's when it stood in (the done event then names it).
      let answeredBy = modelName;
      let outputChars = 0;
      let reasoningChars = 0;
      let outcome = 'done';
      const channel = versionChannel(c, signal, moderation, tool, (text) => send({ type: 'delta', text, ...tag }));
      try {
        const onRetry = retryReporter(telemetry, tool, tag);
        const onText = (text: string) => {
          if (facts.ttftMs === undefined) {
            facts.ttftMs = Math.round(performance.now() - telemetry.startedAt);
            metrics.timeToFirstToken.observe({ tool }, facts.ttftMs / 1000);
          }
          outputChars += text.length;
          facts.outputChars += text.length;
          if (channel.guard) return void channel.guard.push(text);
          return send(version === undefined ? { type: 'delta', text } : { type: 'delta', text, version });
        };
        const first = version === undefined || version === 1;
        const onAttempt = (m: string) => {
          answeredBy = m;
          header.attempt(m, first);
        };
        const onAnswering = (m: string) => header.answered(m, openHeaders);
        // Reasoning always counts as progress upstream; it reaches the browser only when the operator shows it.
        const onReasoning = (text: string) => {
          reasoningChars += text.length;
          facts.reasoningChars = (facts.reasoningChars ?? 0) + text.length;
          return showReasoning ? send(version === undefined ? { type: 'reasoning', text } : { type: 'reasoning', text, version }) : undefined;
        };
        const finishReason = await streamChatCompletion({ provider, fallback, model, tier, messages: prompt ?? [], signal: channel.signal, maxTokens, onUsage: (u) => (reported = u), onAttempt, onAnswering, onRetry, onReasoning }, onText);
        if (await channel.guard?.finish()) throw GUARD_STOPPED;
        const truncated = finishReason === 'length';
        if (truncated) outcome = 'done_truncated';
        const named = answeredBy === modelName ? tag : { ...tag, model: answeredBy };
        await send(truncated ? { type: 'done', truncated: true, ...named } : { type: 'done', ...named });
      } catch (error) {
        outcome = await reportFailure(error, { telemetry, tool, signal, send, tag, guard: channel.guard });
      }
      // Each upstream call is its own generation for the metrics, with its own usage.
      // Reasoning is billed output too: an estimate counts its characters with the answer's.
      const usage = usageOrEstimate(reported, inputChars, outputChars + reasoningChars);
      metrics.inputTokens.inc({ model: answeredBy }, usage.inputTokens);
      metrics.outputTokens.inc({ model: answeredBy }, usage.outputTokens);
      metrics.generations.inc({ tool, outcome });
      return { usage, outcome, model: answeredBy };
    }

    let results: VersionResult[] = [];
    try {
      // Each version takes the prompt into its request before its first await.
      const running = versions > 1 ? Array.from({ length: versions }, (_, i) => runVersion(i + 1)) : [runVersion(undefined)];
      prompt = null;
      results = await Promise.all(running);
      await queue;
    } finally {
      noteTotals(facts, results);
      // The model that answered each version (the fallback's, when it took over) is the one billed and logged.
      if (results.some((r) => r.model !== modelName)) facts.model = [...new Set(results.map((r) => r.model))].join(',');
      metrics.activeStreams.dec();
      try {
        await onFinish?.({ calls: results.map((r) => ({ model: r.model, usage: r.usage })), refund: results.filter((r) => !NOT_REFUNDED.has(r.outcome)).length });
      } finally {
        writeAccessLine();
      }
    }
  }, lifecycle.graceExpired, lateHeaders);
}

/**
 * The model header names the model of the first provider that answers (any version's); until one has,
 * the first version's current attempt, in case a keep-alive must send the headers earlier.
 */
function modelHeaderState(initial: string) {
  let model = initial;
  let answered = false;
  return {
    current: () => model,
    attempt: (m: string, first: boolean) => {
      if (first && !answered) model = m;
    },
    answered: (m: string, open: () => void) => {
      if (answered) return;
      answered = true;
      model = m;
      open();
    },
  };
}

/** Logs each retry or hand-over before the first byte (never the visitor's text), and counts hand-overs to the fallback. */
function retryReporter(telemetry: RequestTelemetry, tool: string, tag: { version?: number }) {
  return (retry: { code: string; waitMs: number; toFallback: boolean }) => {
    if (telemetry.generation) noteRetry(telemetry.generation, retry.toFallback);
    if (retry.toFallback) telemetry.metrics.providerFallbacks.inc({ kind: 'text' });
    telemetry.log.warn({ tool, upstream: retry.code, waitMs: retry.waitMs, toFallback: retry.toFallback, ...tag }, 'provider failed before the first byte; retrying');
  };
}

/**
 * Tells the visitor how a version failed (unless they left) and returns its outcome for the log and metrics.
 * A failed content check is told as such (the page then removes what it showed), never as the provider error its stop caused.
 */
async function reportFailure(
  error: unknown,
  { telemetry, tool, signal, send, tag, guard }: { telemetry: RequestTelemetry; tool: string; signal: StopSignal; send: (event: StreamEvent) => unknown; tag: { version?: number }; guard: OutputGuard | null },
): Promise<string> {
  const stopped = guard?.failure();
  guard?.abandon(); // text still held after a provider failure is dropped, never released after its error event
  if (stopped) {
    if (signal.reason !== CLIENT_GONE) await send({ type: 'error', code: stopped.code, message: stopped.message, ...tag });
    return stopped.code;
  }
  const { metrics, lifecycle } = telemetry;
  const mapped = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
  if (!(error instanceof UpstreamError)) telemetry.log.error({ err: safeError(error), tool }, 'unexpected generation error');
  else if (error.connection) telemetry.log.warn({ tool, upstream: error.code, ...error.connection, ...tag }, `AI provider unreachable: ${error.connection.code} ${error.connection.host}`);
  if (signal.reason === CLIENT_GONE) return 'stopped';
  if (lifecycle.graceExpired.aborted) {
    await send({ type: 'error', code: 'interrupted', message: MESSAGES.interrupted, ...tag });
    return 'interrupted';
  }
  metrics.upstreamErrors.inc({ kind: mapped.code });
  await send({ type: 'error', code: mapped.code, message: mapped.message, ...tag });
  return mapped.code;
}

/** The request's totals on its access line: every version's usage summed, where it came from, and the outcome. */
function noteTotals(facts: GenerationFacts, results: Array<{ usage: TokenUsage; outcome: string }>): TokenUsage {
  const usage = sumUsage(results.map((r) => r.usage));
  facts.inputTokens = usage.inputTokens;
  facts.outputTokens = usage.outputTokens;
  if (usage.cachedInputTokens) facts.cachedInputTokens = usage.cachedInputTokens;
  if (usage.reasoningTokens) facts.reasoningTokens = usage.reasoningTokens;
  facts.usageSource = usage.estimated ? 'estimate' : 'provider';
  // The access line names the first version that did not finish well, else done (or done_truncated).
  facts.outcome = results.find((r) => !r.outcome.startsWith('done'))?.outcome ?? results.find((r) => r.outcome !== 'done')?.outcome ?? 'done';
  return usage;
}

interface VersionResult {
  usage: TokenUsage;
  outcome: string;
  model: string;
}
