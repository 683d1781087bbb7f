import type { Context } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { usageOrEstimate, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import { sseStream } from '../http/sse-stream.ts';
import { safeError } from '../observability/logger.ts';
import type { GenerationFacts } from '../observability/request-telemetry.ts';
import { streamChatCompletion } from './chat-completion-stream.ts';
import { UpstreamError } from './upstream-error.ts';

export interface CompletionResponseOptions {
  provider: AiProviderConfig;
  /** Stands in when the primary fails before the first byte (AI_FALLBACK_*). */
  fallback?: AiProviderConfig | null;
  model?: string;
  messages: ChatMessage[];
  /** Tool label for logs and metrics, e.g. "ai-writer" or "editor-improve". Never the visitor's text. */
  tool: string;
  /** Sent as max_tokens (the tool's output cap). */
  maxTokens?: number;
  /** Called once when the stream ends, however it ended, with the provider's usage or an estimate; the stream closes after it settles. */
  onFinish?: (usage: TokenUsage) => Promise<void>;
}

/**
 * Streams a chat completion to the browser in the gateway's protocol, mapping
 * every failure to the spec's catalogue. Its request counts as in flight for
 * graceful shutdown until the access line is written; when the grace period
 * ends first it closes with the 'interrupted' error event.
 */
export function streamCompletionResponse(c: Context, { provider, fallback, model, messages, tool, maxTokens, onFinish }: CompletionResponseOptions): Response {
  const telemetry = c.get('telemetry');
  const { metrics, lifecycle } = telemetry;
  const modelName = model ?? provider.model;
  const facts: GenerationFacts = { tool, model: modelName, outputChars: 0, outcome: 'done' };
  telemetry.generation = facts;
  const writeAccessLine = telemetry.defer();
  metrics.activeStreams.inc();
  return sseStream(c, async (send, clientGone) => {
    let reported: TokenUsage | null = null;
    // Either the visitor left or the shutdown grace ran out. Plain listeners rather than AbortSignal.any,
    // whose weakly held signals cost every stream a GC-tracked object in Node 20.
    const either = new AbortController();
    const stop = () => either.abort();
    clientGone.addEventListener('abort', stop, { once: true });
    lifecycle.graceExpired.addEventListener('abort', stop, { once: true });
    if (clientGone.aborted || lifecycle.graceExpired.aborted) stop();
    const signal = either.signal;
    try {
      let truncated = false;
      const onRetry = (retry: { code: string; waitMs: number; toFallback: boolean }) =>
        telemetry.log.warn({ tool, upstream: retry.code, waitMs: retry.waitMs, toFallback: retry.toFallback }, 'provider failed before the first byte; retrying');
      for await (const chunk of streamChatCompletion({ provider, fallback, model, messages, signal, maxTokens, onUsage: (u) => (reported = u), onRetry })) {
        if (chunk.type === 'finish') {
          truncated = chunk.reason === 'length';
          continue;
        }
        const { text } = chunk;
        if (facts.ttftMs === undefined) {
          facts.ttftMs = Math.round(performance.now() - telemetry.startedAt);
          metrics.timeToFirstToken.observe({ tool }, facts.ttftMs / 1000);
        }
        facts.outputChars += text.length;
        await send({ type: 'delta', text });
      }
      if (truncated) facts.outcome = 'done_truncated';
      await send(truncated ? { type: 'done', truncated: true } : { type: 'done' });
    } catch (error) {
      const mapped = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
      if (!(error instanceof UpstreamError)) telemetry.log.error({ err: safeError(error), tool }, 'unexpected generation error');
      if (clientGone.aborted) facts.outcome = 'stopped';
      else if (lifecycle.graceExpired.aborted) {
        facts.outcome = 'interrupted';
        await send({ type: 'error', code: 'interrupted', message: MESSAGES.interrupted });
      } else {
        facts.outcome = mapped.code;
        metrics.upstreamErrors.inc({ kind: mapped.code });
        await send({ type: 'error', code: mapped.code, message: mapped.message });
      }
    } finally {
      clientGone.removeEventListener('abort', stop);
      lifecycle.graceExpired.removeEventListener('abort', stop);
      const usage = usageOrEstimate(reported, messages.reduce((n, m) => n + m.content.length, 0), facts.outputChars);
      facts.inputTokens = usage.inputTokens;
      facts.outputTokens = usage.outputTokens;
      metrics.inputTokens.inc({ model: modelName }, usage.inputTokens);
      metrics.outputTokens.inc({ model: modelName }, usage.outputTokens);
      metrics.generations.inc({ tool, outcome: facts.outcome });
      metrics.activeStreams.dec();
      try {
        await onFinish?.(usage);
      } finally {
        writeAccessLine();
      }
    }
  });
}
