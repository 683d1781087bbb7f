import { toErrorCode, type ErrorCode } from '../../../engine/errors/error-codes.ts';
import { fillMessage } from '../../../engine/errors/fill-message.ts';
import { GENERATION_MESSAGES as MESSAGES } from '../../../engine/errors/generation-messages.ts';
import { isOffline } from './offline.ts';

// The browser's one way to call the gateway: every JSON request and every stream goes through
// here, so each gets the same offline check, the same time-out, the same abort (the caller's
// signal: Stop, or the visitor leaving the page) and the same typed errors (the code table).

/** A JSON request gives up when no answer has come for this long. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** A failed call, with a code from the table and the message to show the visitor. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The HTTP status of the gateway's answer; null when there was none. */
    readonly status: number | null = null,
    /** The request field the gateway named, and (forms) every field's problem. */
    readonly detail: { field?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export { isOffline };

export interface ApiRequestOptions {
  /** Aborts the request (Stop, or the visitor leaving the page: useRequestSignal). */
  signal?: AbortSignal;
  /** Silence, in ms, after which the call fails with 'timeout'; a stream restarts it with `keepAlive`. */
  timeoutMs?: number;
  /** Extra request headers (Accept, X-Turnstile-Token). */
  headers?: Record<string, string>;
  /** Sees every answer's headers, an error answer's too (the quota headers come with a 429). */
  onAnswer?: (response: Response) => void;
}

/** A call whose answer has arrived with a 2xx status; its body may still be streaming. */
export interface ApiCall {
  response: Response;
  /** Restarts the silence timer (a stream calls it for each sign of life). */
  keepAlive: () => void;
  /** The typed failure for an error thrown while reading the body (stopped, timed out, offline, or cut). */
  failureOf: (error: unknown) => ApiError;
  /** Stops the timer and forgets the caller's signal; call once the body is read. */
  finish: () => void;
}

/** The gateway's {error: {code, message, field?, fields?}} body as an ApiError; an unreadable one names the status. */
async function errorFromAnswer(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown; field?: unknown; fields?: unknown } } | null;
  const error = body?.error;
  const message = typeof error?.message === 'string' && error.message !== '' ? error.message : fillMessage(MESSAGES.upstreamStatus, { status: response.status });
  const detail = {
    ...(typeof error?.field === 'string' ? { field: error.field } : {}),
    ...(error?.fields && typeof error.fields === 'object' ? { fields: error.fields as Record<string, string> } : {}),
  };
  return new ApiError(error?.code === undefined ? 'http_status' : toErrorCode(error.code), message, response.status, detail);
}

/**
 * POSTs `body` as JSON and resolves once a 2xx answer's headers are in; throws ApiError for
 * everything else: offline before sending, an error answer, the time-out, the caller's abort.
 */
export async function sendJson(url: string, body: unknown, options: ApiRequestOptions = {}): Promise<ApiCall> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS, headers = {}, onAnswer } = options;
  if (isOffline()) throw new ApiError('offline', MESSAGES.offline);
  if (signal?.aborted) throw new ApiError('stopped', MESSAGES.stopped);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A browser's timer id is a number, with no refresh(): each sign of life sets a new one.
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  arm();
  const finish = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  };
  const failureOf = (error: unknown): ApiError => {
    if (error instanceof ApiError) return error;
    if (signal?.aborted) return new ApiError('stopped', MESSAGES.stopped);
    if (timedOut) return new ApiError('timeout', MESSAGES.timeout);
    if (isOffline()) return new ApiError('offline', MESSAGES.offline);
    return new ApiError('interrupted', MESSAGES.interrupted);
  };
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal: controller.signal });
    onAnswer?.(response);
    if (!response.ok) throw await errorFromAnswer(response);
    return { response, keepAlive: arm, failureOf, finish };
  } catch (error) {
    finish();
    throw failureOf(error);
  }
}

/** POSTs `body` as JSON and resolves with the gateway's JSON answer; throws ApiError (a 2xx without JSON is 'internal'). */
export async function postJson<T>(url: string, body: unknown, options: ApiRequestOptions = {}): Promise<T> {
  const call = await sendJson(url, body, options);
  try {
    return (await call.response.json()) as T;
  } catch (error) {
    const failure = call.failureOf(error);
    throw failure.code === 'interrupted' ? new ApiError('internal', MESSAGES.fallback, call.response.status) : failure;
  } finally {
    call.finish();
  }
}

/** GETs `url` and resolves with its answer once a 2xx status is in, body read as `read` says; throws ApiError as sendJson does (offline, error answer, time-out, abort). */
async function getAnswer<T>(url: string, accept: string, read: (response: Response) => Promise<T>, options: Omit<ApiRequestOptions, 'headers'> = {}): Promise<T> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  if (isOffline()) throw new ApiError('offline', MESSAGES.offline);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, { headers: { Accept: accept }, signal: controller.signal });
    options.onAnswer?.(response);
    if (!response.ok) throw await errorFromAnswer(response);
    return await read(response);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal?.aborted) throw new ApiError('stopped', MESSAGES.stopped);
    if (timedOut) throw new ApiError('timeout', MESSAGES.timeout);
    throw new ApiError(isOffline() ? 'offline' : 'interrupted', isOffline() ? MESSAGES.offline : MESSAGES.interrupted);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** GETs `url` and resolves with its JSON answer. */
export const getJson = <T>(url: string, options: Omit<ApiRequestOptions, 'headers'> = {}): Promise<T> => getAnswer(url, 'application/json', (r) => r.json() as Promise<T>, options);

/** GETs `url` and resolves with its answer as a Blob (a file to save: CSV exports). */
export const getBlob = (url: string, options: Omit<ApiRequestOptions, 'headers'> = {}): Promise<Blob> => getAnswer(url, '*/*', (r) => r.blob(), options);
