import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { QuotaInfo } from '../../../engine/usage/allowance.ts';
import { generationReducer, INITIAL_GENERATION, type GenerationEvent } from '../../../engine/generation/generation-reducer.ts';
import { historyStore } from './history-store.ts';
import { preloadStreamGeneration, streamGenerationLazily } from './lazy-stream-generation.ts';
import { useAbortOnLeave } from './use-abort-on-leave.ts';

export interface GenerateRequest {
  input: string;
  context?: string;
  rememberHistory: boolean;
}

/** A generation that ended with text, done or stopped: what the page may save (issue 17). */
export interface FinishedGeneration {
  request: GenerateRequest;
  output: string;
  status: 'done' | 'stopped';
  model?: string;
}

/** Runs generations for one tool: start, stop, regenerate, with history when asked. */
export function useGeneration(toolId: string, options: { onFinished?: (finished: FinishedGeneration) => void } = {}) {
  const onFinished = useRef(options.onFinished);
  onFinished.current = options.onFinished;
  const [state, dispatchRaw] = useReducer(generationReducer, INITIAL_GENERATION);
  const controller = useRef<AbortController | null>(null);
  const lastRequest = useRef<GenerateRequest | null>(null);
  const output = useRef('');
  const [quota, setQuota] = useState<QuotaInfo | null>(null);
  // Set when the gateway asks for a human check (CHALLENGE_AFTER); the page then shows the widget.
  const [challengeNeeded, setChallengeNeeded] = useState(false);
  const challengeToken = useRef<string | null>(null);

  const dispatch = useCallback((event: GenerationEvent) => {
    if (event.type === 'delta') output.current += event.text;
    dispatchRaw(event);
  }, []);

  const generate = useCallback(
    async (request: GenerateRequest) => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      lastRequest.current = request;
      output.current = '';
      dispatch({ type: 'start' });
      const earlier = request.rememberHistory ? historyStore.getState().byTool[toolId] ?? [] : [];
      let succeeded = false;
      const seen: { model: string | null } = { model: null };
      const token = challengeToken.current;
      challengeToken.current = null; // a token is good for one verification
      await streamGenerationLazily(
        '/api/generate',
        { toolId, input: request.input, ...(request.context ? { context: request.context } : {}), ...(earlier.length ? { history: earlier } : {}) },
        ac.signal,
        (event) => {
          if (controller.current !== ac) return; // a newer generation took over
          if (event.type === 'done') succeeded = true;
          setChallengeNeeded(event.type === 'fail' && (event.code === 'challenge_required' || event.code === 'challenge_failed'));
          dispatch(event);
        },
        { onQuota: setQuota, challengeToken: token, onModel: (m) => (seen.model = m) },
      );
      if (controller.current === ac && output.current !== '' && (succeeded || ac.signal.aborted)) {
        onFinished.current?.({ request, output: output.current, status: succeeded ? 'done' : 'stopped', ...(seen.model ? { model: seen.model } : {}) });
      }
      if (succeeded && request.rememberHistory && controller.current === ac) {
        historyStore.getState().addTurn(toolId, request.input, output.current);
      }
    },
    [dispatch, toolId],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const regenerate = useCallback(() => {
    if (lastRequest.current) void generate(lastRequest.current);
  }, [generate]);
  /** The widget's token: retries the request that was stopped by the check. */
  const passChallenge = useCallback(
    (token: string) => {
      challengeToken.current = token;
      setChallengeNeeded(false);
      if (lastRequest.current) void generate(lastRequest.current);
    },
    [generate],
  );
  /** Shows a saved result as if just generated; Regenerate then repeats its request. */
  const restore = useCallback(
    (text: string, request: GenerateRequest) => {
      controller.current?.abort();
      controller.current = null;
      lastRequest.current = request;
      output.current = text;
      dispatch({ type: 'restore', output: text });
    },
    [dispatch],
  );
  const clearHistory = useCallback(() => historyStore.getState().clear(toolId), [toolId]);

  useEffect(preloadStreamGeneration, []);

  // Leaving the page stops the generation as the navigation starts (the gateway then aborts upstream).
  useAbortOnLeave(stop);

  return { state, generate, stop, regenerate, restore, clearHistory, quota, challengeNeeded, passChallenge };
}
