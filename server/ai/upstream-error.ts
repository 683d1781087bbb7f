import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ServerErrorCode } from '../../engine/errors/error-codes.ts';

export interface UpstreamErrorOptions {
  /** A 429, a 5xx or a connection error: worth another try while nothing has reached the visitor. */
  retryable?: boolean;
  /** The provider's Retry-After, in milliseconds. */
  retryAfterMs?: number;
  /** Why the provider could not be reached, for the operator's log and /api/ready; never shown to the visitor. */
  connection?: ConnectionFailure;
}

/** A connection that failed before any answer: the cause and the host, never the key or the request. */
export interface ConnectionFailure {
  /** The system's error code (ECONNREFUSED, ENOTFOUND, ETIMEDOUT, CERT_HAS_EXPIRED…). */
  code: string;
  /** The kind of failure, in words: connection refused, host name not found, TLS failure, timed out… */
  cause: string;
  /** host:port of the provider. */
  host: string;
}

const TLS_CODE = /^(EPROTO$|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_(GET|VERIFY)|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;

/** The kind of a connection error, from its system code. */
export function connectionCause(code: string): string {
  if (code === 'ECONNREFUSED') return 'connection refused (is the provider running on that port?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'host name not found';
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' || code === 'ECONNABORTED') return 'connection timed out';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset by the provider';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  if (TLS_CODE.test(code)) return 'TLS failure (certificate or protocol)';
  return 'connection failed';
}

/** A failure talking to the AI provider, already mapped to the spec's catalogue. */
export class UpstreamError extends Error {
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  readonly connection: ConnectionFailure | undefined;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    options: UpstreamErrorOptions = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs;
    this.connection = options.connection;
  }

  static fromStatus(status: number, retryAfter?: string | null): UpstreamError {
    if (status === 401) return new UpstreamError('invalid_api_key', MESSAGES.invalidApiKey);
    return new UpstreamError('upstream_status', MESSAGES.upstreamStatus(status), {
      retryable: status === 429 || status >= 500,
      retryAfterMs: parseRetryAfter(retryAfter, Date.now()),
    });
  }

  /**
   * The provider could not be reached (refused, unknown host, TLS, a connect time-out): the visitor
   * gets provider_error in the spec's wording; the operator gets the cause and the host. Worth another
   * try, then the fallback provider.
   */
  static connectionFailed(error: NodeJS.ErrnoException, host: string): UpstreamError {
    const code = error.code ?? 'UNKNOWN';
    return new UpstreamError('provider_error', MESSAGES.fallback, { retryable: true, connection: { code, cause: connectionCause(code), host } });
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
