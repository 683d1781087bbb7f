import { createParser } from 'eventsource-parser';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ChatMessage } from '../../engine/generation/messages.ts';
import { parseProviderUsage, type TokenUsage } from '../../engine/usage/token-usage.ts';
import type { AiProviderConfig } from '../config.ts';
import { UpstreamError } from './upstream-error.ts';

export interface ChatStreamRequest {
  provider: AiProviderConfig;
  model?: string;
  messages: ChatMessage[];
  /** Aborted when the visitor stops or disconnects. */
  signal: AbortSignal;
  /** Sent as max_tokens when set (issue 15: output caps). */
  maxTokens?: number;
  /** Called with the provider's final usage chunk, when it sends one (stream_options.include_usage). */
  onUsage?: (usage: TokenUsage) => void;
  /** Called with choices[0].finish_reason when the provider sends one ("length": cut at max_tokens). */
  onFinishReason?: (reason: string) => void;
}

const TIMEOUT = Symbol('timeout');

/**
 * Streams the text of an OpenAI-compatible chat completion. Yields each
 * choices[0].delta.content; skips malformed lines; ends at [DONE] or when the
 * provider closes. Throws UpstreamError with the spec's message for every
 * failure. The time-out counts only silence: it restarts on every chunk, so a
 * long answer that keeps streaming is never cut.
 */
export async function* streamChatCompletion({ provider, model, messages, signal, maxTokens, onUsage, onFinishReason }: ChatStreamRequest): AsyncGenerator<string> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimeout = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(TIMEOUT), provider.timeoutMs);
  };
  const failure = (error: unknown): UpstreamError => {
    if (error instanceof UpstreamError) return error;
    if (controller.signal.reason === TIMEOUT) return new UpstreamError('timeout', MESSAGES.timeout);
    if (signal.aborted) return new UpstreamError('interrupted', MESSAGES.stopped);
    return new UpstreamError('interrupted', MESSAGES.interrupted);
  };

  try {
    armTimeout();
    let response: Response;
    try {
      response = await fetch(`${provider.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(provider.apiKey ? { Authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: model ?? provider.model, stream: true, stream_options: { include_usage: true }, ...(maxTokens ? { max_tokens: maxTokens } : {}), messages }),
        signal: controller.signal,
      });
    } catch (error) {
      const mapped = failure(error);
      // Could not connect at all: not an interruption of a running answer.
      throw mapped.code === 'interrupted' && !signal.aborted ? new UpstreamError('internal', MESSAGES.fallback) : mapped;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw UpstreamError.fromStatus(response.status);
    }
    if (!response.body) throw new UpstreamError('no_body', MESSAGES.noBody);

    const pending: string[] = [];
    let finished = false;
    const parser = createParser({
      onEvent(event) {
        if (event.data.trim() === '[DONE]') {
          finished = true;
          return;
        }
        try {
          const data = JSON.parse(event.data) as { choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>; usage?: unknown };
          const reason = data.choices?.[0]?.finish_reason;
          if (typeof reason === 'string') onFinishReason?.(reason);
          const usage = parseProviderUsage(data.usage);
          if (usage) onUsage?.(usage);
          const content = data.choices?.[0]?.delta?.content;
          if (typeof content === 'string' && content !== '') pending.push(content);
        } catch {
          // Malformed line: skipped, as the spec says.
        }
      },
    });
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      while (!finished) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw failure(error);
        }
        if (chunk.done) break;
        armTimeout();
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        // One yield per network read: under load several deltas arrive together and go out as one write.
        if (pending.length > 0) yield pending.splice(0).join('');
      }
    } finally {
      if (finished || signal.aborted) await reader.cancel().catch(() => undefined);
      reader.releaseLock();
    }
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    // Whatever ended us, make sure the provider sees the connection close.
    if (!controller.signal.aborted) controller.abort();
  }
}
