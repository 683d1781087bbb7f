import type { GenerationEvent } from '../../../engine/generation/generation-reducer.ts';
import { readEventStream } from '../../../engine/generation/read-stream.ts';
import { visitorMessage } from '../../../engine/errors/error-messages.ts';
import { readQuotaHeaders, type QuotaInfo } from '../../../engine/usage/quota-headers.ts';
import { sendJson, type ApiCall, type ApiError } from '../api/api-client.ts';

/** Gives up when the gateway sends nothing, not even a keep-alive, for this long. */
export const CLIENT_SILENCE_TIMEOUT_MS = 45_000;

/** A failed call as the reducer's end: Stop, the time-out, or a failure with its message and code. */
function endOf(error: ApiError): GenerationEvent {
  if (error.code === 'stopped') return { type: 'stop' };
  if (error.code === 'timeout') return { type: 'timeout' };
  return { type: 'fail', message: error.message, code: error.code };
}

/**
 * POSTs to a streaming endpoint of the gateway (through the one API client: offline check,
 * silence time-out, abort, typed errors) and turns everything that happens into reducer events:
 * deltas, done, or one failure with the spec's message. Resolves when the generation has ended
 * one way or another.
 */
export async function streamGeneration(
  url: string,
  body: unknown,
  signal: AbortSignal,
  dispatch: (event: GenerationEvent) => void,
  options: {
    /** The visitor's remaining daily quota, from the response headers (null when quotas are off). */
    onQuota?: (quota: QuotaInfo | null) => void;
    /** A Turnstile token, when the gateway asked for a human check (X-Turnstile-Token). */
    challengeToken?: string | null;
    /** The model the gateway says answered (X-Model, then the done event's when it names another), kept with a saved result. */
    onModel?: (model: string | null) => void;
  } = {},
): Promise<void> {
  let ended = false;
  const end = (event: GenerationEvent) => {
    if (!ended) dispatch(event);
    ended = true;
  };
  let call: ApiCall;
  try {
    call = await sendJson(url, body, {
      signal,
      timeoutMs: CLIENT_SILENCE_TIMEOUT_MS,
      headers: { Accept: 'text/event-stream', ...(options.challengeToken ? { 'X-Turnstile-Token': options.challengeToken } : {}) },
      onAnswer: (response) => {
        options.onQuota?.(readQuotaHeaders(response.headers));
        options.onModel?.(response.headers.get('X-Model'));
      },
    });
  } catch (error) {
    end(endOf(error as ApiError));
    return;
  }
  try {
    if (!call.response.body) {
      end({ type: 'fail', message: visitorMessage('noBody'), code: 'no_body' });
      return;
    }
    await readEventStream(call.response.body, {
      onActivity: call.keepAlive,
      onEvent: (event) => {
        if (ended) return;
        // A tagged event (one of several versions) ends only its version; the stream goes on for the others.
        const tag = event.version === undefined ? {} : { version: event.version };
        const finish = event.version === undefined ? end : dispatch;
        if (event.type === 'delta') dispatch({ type: 'delta', text: event.text, ...tag });
        else if (event.type === 'reasoning') dispatch({ type: 'reasoning', text: event.text, ...tag });
        else if (event.type === 'done') {
          // The fallback provider answered: the saved result names the model that wrote it.
          if (event.model !== undefined) options.onModel?.(event.model);
          finish(event.truncated ? { type: 'done', truncated: true, ...tag } : { type: 'done', ...tag });
        } else if (event.code === 'timeout') finish({ type: 'timeout', ...tag });
        else finish({ type: 'fail', message: event.message, code: event.code, ...tag });
      },
    });
    // The stream closed without saying how it ended: the connection was cut (versions that did end ignore this).
    end({ type: 'fail', message: visitorMessage('interrupted'), code: 'interrupted' });
  } catch (error) {
    end(endOf(call.failureOf(error)));
  } finally {
    call.finish();
  }
}
