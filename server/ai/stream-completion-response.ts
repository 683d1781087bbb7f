import type { Context } from 'hono';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import type { AiProviderConfig } from '../config.ts';
import { sseStream } from '../http/sse-stream.ts';
import { streamChatCompletion } from './chat-completion-stream.ts';
import { UpstreamError } from './upstream-error.ts';

export interface CompletionResponseOptions {
  provider: AiProviderConfig;
  /** Stands in when the primary fails before the first byte (AI_FALLBACK_*). */
  fallback?: AiProviderConfig | null;
  model?: string;
  messages: ChatMessage[];
  /** What the log line says this was, e.g. "generate tool=ai-writer". Never the visitor's text. */
  logLabel: string;
}

/** Streams a chat completion to the browser in the gateway's protocol, mapping every failure to the spec's catalogue. */
export function streamCompletionResponse(c: Context, { provider, fallback, model, messages, logLabel }: CompletionResponseOptions): Response {
  const started = Date.now();
  return sseStream(c, async (send, signal) => {
    let chars = 0;
    let outcome = 'done';
    try {
      let truncated = false;
      for await (const chunk of streamChatCompletion({ provider, fallback, model, messages, signal })) {
        if (chunk.type === 'finish') {
          truncated = chunk.reason === 'length';
          continue;
        }
        chars += chunk.text.length;
        await send({ type: 'delta', text: chunk.text });
      }
      if (truncated) outcome = 'done-truncated';
      await send(truncated ? { type: 'done', truncated: true } : { type: 'done' });
    } catch (error) {
      const mapped = error instanceof UpstreamError ? error : new UpstreamError('internal', MESSAGES.fallback);
      outcome = signal.aborted ? 'aborted' : mapped.code;
      if (!(error instanceof UpstreamError)) console.error(`[${logLabel}] unexpected error`, error);
      if (!signal.aborted) await send({ type: 'error', code: mapped.code, message: mapped.message });
    } finally {
      console.log(`[${logLabel}] outcome=${outcome} chars=${chars} ms=${Date.now() - started}`);
    }
  });
}
