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
  /** Values of the tool's declared fields, as typed (number fields are sent as numbers). */
  fields?: Record<string, string | number>;
  /** The visitor's turn as history keeps it, when it is not just `input` (a tool with fields). */
  turn?: string;
  /** The output controls chosen (issue 16); an unset one is not sent. */
  controls?: { language?: string; length?: string; tone?: string };
}

/** Runs generations for one tool: start, stop, regenerate, with history when asked. */
export function useGeneration(toolId: string) {
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
      const token = challengeToken.current;
      challengeToken.current = null; // a token is good for one verification
      await streamGenerationLazily(
        '/api/generate',
        {
          toolId,
          input: request.input,
          ...(request.context ? { context: request.context } : {}),
          ...request.controls,
          ...(request.fields ? { fields: request.fields } : {}),
          ...(earlier.length ? { history: earlier } : {}),
        },
        ac.signal,
        (event) => {
          if (controller.current !== ac) return; // a newer generation took over
          if (event.type === 'done') succeeded = true;
          setChallengeNeeded(event.type === 'fail' && (event.code === 'challenge_required' || event.code === 'challenge_failed'));
          dispatch(event);
        },
        { onQuota: setQuota, challengeToken: token },
      );
      if (succeeded && request.rememberHistory && controller.current === ac) {
        historyStore.getState().addTurn(toolId, request.turn ?? request.input, output.current);
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
  const clearHistory = useCallback(() => historyStore.getState().clear(toolId), [toolId]);

  useEffect(preloadStreamGeneration, []);

  // Leaving the page stops the generation as the navigation starts (the gateway then aborts upstream).
  useAbortOnLeave(stop);

  return { state, generate, stop, regenerate, clearHistory, quota, challengeNeeded, passChallenge };
}
