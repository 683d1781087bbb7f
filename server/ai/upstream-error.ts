import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ServerErrorCode } from '../../engine/errors/error-codes.ts';

export interface UpstreamErrorOptions {
  /** A 429, a 5xx or a connection error: worth another try while nothing has reached the visitor. */
  retryable?: boolean;
  /** The provider's Retry-After, in milliseconds. */
  retryAfterMs?: number;
}

/** A failure talking to the AI provider, already mapped to the spec's catalogue. */
export class UpstreamError extends Error {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    options: UpstreamErrorOptions = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
  }

  static fromStatus(status: number, retryAfter?: string | null): UpstreamError {
    if (status === 401) return new UpstreamError('invalid_api_key', MESSAGES.invalidApiKey);
    return new UpstreamError('upstream_status', MESSAGES.upstreamStatus(status), {
      retryable: status === 429 || status >= 500,
      retryAfterMs: parseRetryAfter(retryAfter, Date.now()),
    });
  }

  /** The provider answered 200 but not with a stream, or sent an error object: its failure, in the fallback wording. */
  static providerError(): UpstreamError {
    return new UpstreamError('provider_error', MESSAGES.fallback);
  }
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
