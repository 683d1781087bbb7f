import { MESSAGES } from '../../../engine/generation/error-messages.ts';
import type { GenerationEvent } from '../../../engine/generation/generation-reducer.ts';
import { readEventStream } from '../../../engine/generation/read-stream.ts';
import { readQuotaHeaders, type QuotaInfo } from '../../../engine/usage/quota-headers.ts';

/** Gives up when the gateway sends nothing, not even a keep-alive, for this long. */
export const CLIENT_SILENCE_TIMEOUT_MS = 45_000;

/**
 * POSTs to a streaming endpoint of the gateway and turns everything that
 * happens into reducer events: deltas, done, or one failure with the spec's
 * message. Resolves when the generation has ended one way or another.
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
    /** The model the gateway says it asked for (X-Model), kept with a saved result. */
    onModel?: (model: string | null) => void;
  } = {},
): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    dispatch({ type: 'fail', message: MESSAGES.offline, code: 'offline' });
    return;
  }
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort();
  signal.addEventListener('abort', abortFromCaller, { once: true });
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CLIENT_SILENCE_TIMEOUT_MS);
  };

  let ended = false;
  const end = (event: GenerationEvent) => {
    if (!ended) dispatch(event);
    ended = true;
  };
  try {
    armTimer();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(options.challengeToken ? { 'X-Turnstile-Token': options.challengeToken } : {}) },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    options.onQuota?.(readQuotaHeaders(response.headers));
    options.onModel?.(response.headers.get('X-Model'));
    if (!response.ok) {
      const payload = (await response.json().catch(() => null)) as { error?: { message?: string; code?: string } } | null;
      end({ type: 'fail', message: payload?.error?.message ?? MESSAGES.upstreamStatus(response.status), code: payload?.error?.code ?? 'http_status' });
      return;
    }
    if (!response.body) {
      end({ type: 'fail', message: MESSAGES.noBody, code: 'no_body' });
      return;
    }
    await readEventStream(response.body, {
      onActivity: armTimer,
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
    end({ type: 'fail', message: MESSAGES.interrupted, code: 'interrupted' });
  } catch {
    if (signal.aborted) end({ type: 'stop' });
    else if (timedOut) end({ type: 'timeout' });
    else if (typeof navigator !== 'undefined' && navigator.onLine === false) end({ type: 'fail', message: MESSAGES.offline, code: 'offline' });
    else end({ type: 'fail', message: MESSAGES.interrupted, code: 'interrupted' });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abortFromCaller);
  }
}
