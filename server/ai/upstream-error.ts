import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ErrorCode } from '../../engine/generation/stream-protocol.ts';

/** A failure talking to the AI provider, already mapped to the spec's catalogue. */
export class UpstreamError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  static fromStatus(status: number): UpstreamError {
    return status === 401
      ? new UpstreamError('invalid_api_key', MESSAGES.invalidApiKey)
      : new UpstreamError('upstream_status', MESSAGES.upstreamStatus(status));
  }
}
