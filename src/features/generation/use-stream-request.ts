import { useCallback, useEffect, useReducer, type Reducer } from 'react';
import type { GenerationEvent } from '../../../engine/generation/generation-reducer.ts';
import type { QuotaInfo } from '../../../engine/usage/allowance.ts';
import { preloadStreamGeneration, streamGenerationLazily } from './lazy-stream-generation.ts';
import { useRequestSignal } from '../api/use-request-signal.ts';

export interface StreamRequestOptions {
  /** Sees every event of this request before the reducer (e.g. to draw into the DOM as text arrives). */
  onEvent?: (event: GenerationEvent) => void;
  onQuota?: (quota: QuotaInfo | null) => void;
  challengeToken?: string | null;
  /** The model the gateway names (X-Model), for saved results. */
  onModel?: (model: string | null) => void;
}

/**
 * The one stream hook of the site (tool page, AI Text Editor): POSTs to a
 * streaming endpoint of the gateway and feeds its events into one reducer
 * (which may take actions of its own, A, besides the stream's events).
 * Starting a request aborts the one before (its late events are dropped);
 * leaving the page or unmounting aborts it too, so the gateway aborts upstream.
 * `start` resolves, once the stream has ended, to whether it is still the
 * newest request.
 */
export function useStreamRequest<S, A = never>(reducer: Reducer<S, GenerationEvent | A>, initial: S) {
  const [state, dispatch] = useReducer(reducer, initial);
  const { begin, abort, isCurrent } = useRequestSignal();

  const start = useCallback(
    async (url: string, body: unknown, options: StreamRequestOptions = {}): Promise<boolean> => {
      const signal = begin();
      await streamGenerationLazily(
        url,
        body,
        signal,
        (event) => {
          if (!isCurrent(signal)) return; // a newer request took over
          options.onEvent?.(event);
          dispatch(event);
        },
        { onQuota: options.onQuota, challengeToken: options.challengeToken, onModel: options.onModel },
      );
      return isCurrent(signal);
    },
    [begin, isCurrent],
  );

  useEffect(preloadStreamGeneration, []);
  const stop = abort;
  return { state, dispatch, start, stop };
}
