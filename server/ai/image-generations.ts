import { visitorMessage } from '../../engine/errors/error-messages.ts';
import { MESSAGES } from '../../engine/generation/error-messages.ts';
import type { ImageProviderConfig } from '../config.ts';
import type { StopSignal } from '../http/stop-signal.ts';
import { providerImagesAsDataUrls, responseFormatFor, type ProviderImage } from './provider-image.ts';
import { postJsonToProvider, type ProviderEndpoint } from './provider-json.ts';
import { withProviderRetries } from './provider-retries.ts';
import { UpstreamError } from './upstream-error.ts';


interface ImagesAnswer {
  data?: ProviderImage[];
  error?: { code?: unknown; message?: unknown; type?: unknown };
}

/** The provider refused the prompt under its content policy: the visitor's to rephrase, never retried. */
export class ImageRefusedError extends UpstreamError {
  constructor() {
    super('content_policy', visitorMessage('imageRefused'));
    this.name = 'ImageRefusedError';
  }
}

export interface ImageRequest {
  prompt: string;
  n: number;
  /** The provider's size, e.g. 1024x1024. */
  size: string;
}

/** A 400 whose error names the provider's content policy (OpenAI: code content_policy_violation). */
function isRefusal(status: number, answer: ImagesAnswer | null): boolean {
  const error = answer?.error;
  return status === 400 && /content[_ ]policy|safety|moderation/i.test(`${String(error?.code ?? '')} ${String(error?.type ?? '')} ${String(error?.message ?? '')}`);
}

/** The answer's images as data: URLs (result URLs fetched here), stopping with the request. */
async function imageSources(answer: ImagesAnswer | null, signal: StopSignal): Promise<string[]> {
  const abort = new AbortController();
  const forget = signal.aborted ? (abort.abort(), () => undefined) : signal.onStop(() => abort.abort());
  try {
    return await providerImagesAsDataUrls(answer?.data ?? [], abort.signal);
  } finally {
    forget();
  }
}

/**
 * An OpenAI-compatible POST {baseUrl}/images/generations, with the text streams' provider code:
 * the same pooled connections, status-to-error mapping (UpstreamError.fromStatus), retries and
 * fallback provider (IMAGE_FALLBACK_*), within IMAGE_TIMEOUT_MS from the start. Asks for base64 and
 * resolves with data: URLs only (the page's CSP allows no remote image); throws ImageRefusedError or UpstreamError.
 */
export async function generateImages(
  config: ImageProviderConfig,
  request: ImageRequest,
  signal: StopSignal,
  onRetry?: (retry: { code: string; waitMs: number; toFallback: boolean }) => void,
  /** Told the model of each attempt before it is made: the last one told is the one that answered. */
  onAttempt?: (model: string) => void,
): Promise<string[]> {
  const deadline = Date.now() + config.timeoutMs;
  const fallback = config.fallback ? { provider: config.fallback as ProviderEndpoint, model: config.fallback.model } : null;
  return withProviderRetries({ primary: { provider: config as ProviderEndpoint, model: config.model }, fallback, signal, deadline, onRetry }, async ({ provider, model }) => {
    onAttempt?.(model);
    const answer = await postJsonToProvider(provider, '/images/generations', { model, prompt: request.prompt, n: request.n, size: request.size, ...responseFormatFor(model) }, signal, deadline);
    const body = answer.body as ImagesAnswer | null;
    if (answer.status < 200 || answer.status > 299) {
      if (isRefusal(answer.status, body)) throw new ImageRefusedError();
      throw UpstreamError.fromStatus(answer.status, answer.retryAfter);
    }
    const sources = await imageSources(body, signal);
    if (sources.length === 0) throw new UpstreamError('no_images', MESSAGES.fallback);
    return sources;
  });
}
