import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { postToProvider } from './provider-request.ts';
import { UpstreamError } from './upstream-error.ts';

/** Where a provider is and how to authenticate with it. */
export interface ProviderEndpoint {
  baseUrl: string;
  apiKey: string | undefined;
}

/** A provider's whole answer: its status, its body as JSON (null when it is not JSON) and its Retry-After. */
export interface ProviderJsonAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * POSTs `body` as JSON to `{baseUrl}{path}` through the same pooled connections as the text
 * streams (provider-request.ts) and reads the whole answer. It ends at `deadline` with the timeout
 * error and at once when `signal` stops (the visitor left); a connection that fails before an
 * answer is a retryable error, as for text. The status is the caller's to judge.
 */
export async function postJsonToProvider(endpoint: ProviderEndpoint, path: string, body: unknown, signal: StopSignal, deadline: number): Promise<ProviderJsonAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (endpoint.apiKey) headers.Authorization = `Bearer ${endpoint.apiKey}`;
  const pending = postToProvider(`${endpoint.baseUrl}${path}`, headers, JSON.stringify(body));
  let stoppedBy: 'timeout' | 'signal' | null = null;
  let cancel = pending.cancel;
  const stop = (by: 'timeout' | 'signal') => {
    if (stoppedBy) return;
    stoppedBy = by;
    cancel();
  };
  const forgetSignal = signal.onStop(() => stop('signal'));
  if (signal.aborted) stop('signal');
  const timer = setTimeout(() => stop('timeout'), Math.max(0, deadline - Date.now()));
  try {
    const response = await pending.response;
    cancel = response.cancel;
    if (stoppedBy) response.cancel();
    const text = await new Promise<string>((resolve, reject) => {
      const pieces: string[] = [];
      response.stream({ piece: (piece) => void pieces.push(piece), end: () => resolve(pieces.join('')), fail: reject });
    });
    response.release();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, retryAfter: response.header('retry-after') ?? null };
  } catch {
    if (stoppedBy === 'timeout') throw new UpstreamError('timeout', MESSAGES.timeout);
    if (stoppedBy === 'signal' || signal.aborted) throw new UpstreamError('interrupted', MESSAGES.stopped);
    // Could not connect, or the connection broke before the whole answer: worth another try.
    throw new UpstreamError('internal', MESSAGES.fallback, { retryable: true });
  } finally {
    clearTimeout(timer);
    forgetSignal();
  }
}
