import { useEffect, useState } from 'react';
import { GENERATION_MESSAGES } from '../../engine/errors/generation-messages.ts';
import type { AspectRatio, ImageStyle } from '../../engine/images/image-options.ts';
import { ApiError, postJson } from '../../src/features/api/api-client.ts';
import { useRequestSignal } from '../../src/features/api/use-request-signal.ts';

export interface ImageResultSet {
  prompt: string;
  images: Array<{ src: string }>;
}

export interface ImageAsk {
  toolId: string;
  prompt: string;
  size: AspectRatio;
  n: number;
  style: ImageStyle | '';
}

/** Image generation can take minutes (IMAGE_TIMEOUT_MS on the gateway, 120 s by default): the browser waits a little longer. */
const IMAGE_REQUEST_TIMEOUT_MS = 150_000;

/** Seconds since `busy` turned on, counted each second (0 when idle). */
function useElapsedSeconds(busy: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!busy) return;
    setElapsed(0);
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.round((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [busy]);
  return elapsed;
}

/** POST /api/images through the API client; results kept newest first while the visitor stays. Leaving the page aborts. */
export function useImageGeneration() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<ImageResultSet[]>([]);
  const request = useRequestSignal();
  const elapsed = useElapsedSeconds(busy);

  const generate = async ({ toolId, prompt, size, n, style }: ImageAsk) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await postJson<{ images?: Array<{ src: string }> }>('/api/images', { toolId, prompt, size, n, ...(style ? { style } : {}) }, { signal: request.begin(), timeoutMs: IMAGE_REQUEST_TIMEOUT_MS });
      const images = answer.images;
      if (!images) throw new ApiError('internal', GENERATION_MESSAGES.fallback);
      setResults((r) => [{ prompt, images }, ...r]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : GENERATION_MESSAGES.fallback);
    } finally {
      setBusy(false);
    }
  };

  return { busy, elapsed, error, results, generate, stop: request.abort };
}
