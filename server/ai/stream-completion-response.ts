import type { Context } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { usageOrEstimate, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import { sseStream } from '../http/sse-stream.ts';
import { streamChatCompletion } from './chat-completion-stream.ts';
import { UpstreamError } from './upstream-error.ts';

export interface CompletionResponseOptions {
  provider: AiProviderConfig;
  model?: string;
  messages: ChatMessage[];
  /** What the log line says this was, e.g. "generate tool=ai-writer". Never the visitor's text. */
  logLabel: string;
  /** Sent as max_tokens (issue 15). */
  maxTokens?: number;
  /** Called once when the stream ends, however it ended, with the provider's usage or an estimate; the stream closes after it settles. */
  onFinish?: (usage: TokenUsage) => Promise<void>;
}

/** Streams a chat completion to the browser in the gateway's protocol, mapping every failure to the spec's catalogue. */
export function streamCompletionResponse(c: Context, { provider, model, messages, logLabel, maxTokens, onFinish }: CompletionResponseOptions): Response {
  const started = Date.now();
  return sseStream(c, async (send, signal) => {
    let chars = 0;
    let outcome = 'done';
    let reported: TokenUsage | null = null;
    let finishReason = '';
    try {
      for await (const text of streamChatCompletion({ provider, model, messages, signal, maxTokens, onUsage: (u) => (reported = u), onFinishReason: (r) => (finishReason = r) })) {
        chars += text.length;
        await send({ type: 'delta', text });
      }
      // Cut at max_tokens: the page says so instead of leaving a silently unfinished answer.
      await send(finishReason === 'length' ? { type: 'done', truncated: true } : { type: 'done' });
    } catch (error) {
      const mapped = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
      outcome = signal.aborted ? 'aborted' : mapped.code;
      if (!(error instanceof UpstreamError)) console.error(`[${logLabel}] unexpected error`, error);
      if (!signal.aborted) await send({ type: 'error', code: mapped.code, message: mapped.message });
    } finally {
      console.log(`[${logLabel}] outcome=${outcome} chars=${chars} ms=${Date.now() - started}`);
      await onFinish?.(usageOrEstimate(reported, messages.reduce((n, m) => n + m.content.length, 0), chars));
    }
  });
}
