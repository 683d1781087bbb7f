import { needsHumanCheck } from '../../../engine/errors/quota-rejections.ts';
import { useCallback, useRef, useState } from 'react';
import type { QuotaInfo } from '../../../engine/usage/allowance.ts';
import { generationReducer, INITIAL_GENERATION, type GenerationState } from '../../../engine/generation/generation-reducer.ts';
import type { HistoryMessage } from '../../../engine/generation/messages.ts';
import { INITIAL_SESSION, isRunning, sessionReducer, shownResult, type SessionEvent, type SessionState } from '../../../engine/generation/session-reducer.ts';
import { historyStore } from './history-store.ts';
import { useStreamRequest, type StreamRequestOptions } from './use-stream-request.ts';

export interface GenerateRequest {
  input: string;
  context?: string;
  rememberHistory: boolean;
  /** Versions side by side (1-3). */
  versions?: number;
  /** Values of the tool's declared fields, as typed (number fields are sent as numbers). */
  fields?: Record<string, string | number>;
  /** The visitor's turn as history keeps it, when it is not just `input` (a tool with fields). */
  turn?: string;
  /** The output controls chosen; an unset one is not sent. */
  controls?: { language?: string; length?: string; tone?: string };
}

/** One request of the session: a Generate, a Regenerate or a follow-up. */
export interface Turn {
  input: string;
  /** A follow-up's refinement (engine/generation/refinements.ts). */
  refine?: string;
  history: HistoryMessage[];
  /** The tool's fields, on a Generate or its Regenerate (a follow-up takes none: they are in its history). */
  fields?: Record<string, string | number>;
  /** The user message this turn stands for in a later follow-up's history (for a follow-up, the one the gateway builds). */
  userText: string;
}

/** A generation that ended with text, done or stopped: what the page may save. */
export interface FinishedGeneration {
  request: GenerateRequest;
  /** The first version's text (the one with text, when it failed). */
  output: string;
  /** Every version's text, when several were asked for. */
  variants?: string[];
  status: 'done' | 'stopped';
  model?: string;
}

/** The body of /api/generate for one turn (stream-protocol.ts's request); an unset option is not sent. */
function generateBody(toolId: string, request: GenerateRequest, turn: Turn, versions: number) {
  return {
    toolId,
    input: turn.input,
    ...(request.context ? { context: request.context } : {}),
    ...request.controls,
    ...(turn.fields && !turn.refine ? { fields: turn.fields } : {}),
    ...(turn.history.length ? { history: turn.history } : {}),
    ...(versions > 1 ? { versions } : {}),
    ...(turn.refine ? { refine: turn.refine } : {}),
  };
}

/** How one turn's stream ended. */
interface TurnOutcome {
  /** Still the newest request when it ended (a newer one or a Stop did not replace it). */
  current: boolean;
  /** The one-version answer, when it finished: what "Remember previous messages" keeps. */
  answer: string | null;
  /** Each version's own state, folded by the same reducer as the page's, to know what ended how. */
  ended: GenerationState[];
  model: string | null;
}

type StartStream = ReturnType<typeof useStreamRequest>['start'];

/** Streams one turn, folding its events per version; the page's own state follows through `start`'s dispatch. */
async function streamTurn(start: StartStream, body: unknown, versions: number, options: Pick<StreamRequestOptions, 'challengeToken' | 'onQuota'> & { onChallenge: (needed: boolean) => void }): Promise<TurnOutcome> {
  let answer: string | null = null;
  let output = '';
  let ended: GenerationState[] = Array.from({ length: versions }, () => generationReducer(INITIAL_GENERATION, { type: 'start' }));
  let model: string | null = null;
  const current = await start('/api/generate', body, {
    challengeToken: options.challengeToken,
    onQuota: options.onQuota,
    onModel: (m) => (model = m),
    onEvent: (event) => {
      ended = ended.map((v, i) => (event.version === undefined || event.version === i + 1 ? generationReducer(v, event) : v));
      // "Remember previous messages" keeps a one-version answer.
      if (event.type === 'delta') output += event.text;
      if (event.type === 'done' && !event.version) answer = output;
      options.onChallenge(event.type === 'fail' && needsHumanCheck(event.code));
    },
  });
  return { current, answer, ended, model };
}

/** What the page may save of a turn: what finished or was stopped with text (a failure alone is not a result). */
function finishedGeneration(request: GenerateRequest, turn: Turn, { ended, model }: TurnOutcome): FinishedGeneration | null {
  const kept = ended.filter((v) => v.output !== '' && (v.status === 'done' || v.status === 'stopped'));
  const first = kept[0];
  if (!first) return null;
  return {
    request: turn.refine ? { ...request, input: turn.userText } : request,
    output: first.output,
    ...(ended.length > 1 ? { variants: ended.map((v) => v.output) } : {}),
    status: kept.some((v) => v.status === 'done') ? 'done' : 'stopped',
    ...(model ? { model } : {}),
  };
}

/** Runs generations for one tool: start, stop, regenerate, follow-ups and variants, with history when asked. */
export function useGeneration(toolId: string, options: { onFinished?: (finished: FinishedGeneration) => void } = {}) {
  const onFinished = useRef(options.onFinished);
  onFinished.current = options.onFinished;
  const { state: session, dispatch, start, stop } = useStreamRequest<SessionState, SessionEvent>(sessionReducer, INITIAL_SESSION);
  const form = useRef<GenerateRequest | null>(null);
  const [quota, setQuota] = useState<QuotaInfo | null>(null);
  // Set when the gateway asks for a human check (CHALLENGE_AFTER); the page then shows the widget.
  const [challengeNeeded, setChallengeNeeded] = useState(false);
  const challengeToken = useRef<string | null>(null);
  const latest = useRef(session);
  latest.current = session;

  const run = useCallback(
    async (turn: Turn, fresh: boolean, replacesLast = false) => {
      const request = form.current;
      if (!request) return;
      const versions = request.versions ?? 1;
      dispatch({ type: 'begin', turn: { request: turn, userText: turn.userText }, versions, fresh, replacesLast });
      const token = challengeToken.current;
      challengeToken.current = null; // a token is good for one verification
      const outcome = await streamTurn(start, generateBody(toolId, request, turn, versions), versions, { challengeToken: token, onQuota: setQuota, onChallenge: setChallengeNeeded });
      if (!outcome.current) return;
      if (outcome.answer !== null && request.rememberHistory) historyStore.getState().addTurn(toolId, turn.userText, outcome.answer);
      const finished = finishedGeneration(request, turn, outcome);
      if (finished) onFinished.current?.(finished);
    },
    [dispatch, start, toolId],
  );

  const generate = useCallback(
    (request: GenerateRequest) => {
      form.current = request;
      const earlier = request.rememberHistory ? (historyStore.getState().byTool[toolId] ?? []) : [];
      return run({ input: request.input, history: earlier, userText: request.turn ?? request.input, ...(request.fields ? { fields: request.fields } : {}) }, true);
    },
    [run, toolId],
  );

  /** Runs the shown turn's request again as the next turn, so the answers can be compared. */
  const regenerate = useCallback(() => {
    const shown = latest.current.turns[latest.current.shown];
    if (shown) void run({ ...shown.request, userText: shown.userText }, false);
  }, [run]);

  /** A follow-up on the shown result (its history is built by the result area: session-reducer.ts followUpHistory). */
  const followUp = useCallback((turn: Turn) => void run(turn, false), [run]);

  /** The widget's token: retries the request that was stopped by the check. */
  const passChallenge = useCallback(
    (token: string) => {
      challengeToken.current = token;
      setChallengeNeeded(false);
      // The refused turn again (it ended at once, so it is the newest), in its place.
      const { turns } = latest.current;
      const last = turns.at(-1);
      if (last) void run({ ...last.request, userText: last.userText }, turns.length === 1, true);
    },
    [run],
  );
  /** Shows a saved result as if just generated, as a new session; Regenerate then repeats its request. */
  const restore = useCallback(
    (text: string, request: GenerateRequest) => {
      stop();
      form.current = request;
      dispatch({ type: 'restore', output: text, turn: { request: { input: request.input, history: [], ...(request.fields ? { fields: request.fields } : {}) }, userText: request.turn ?? request.input } });
    },
    [dispatch, stop],
  );
  const clearHistory = useCallback(() => historyStore.getState().clear(toolId), [toolId]);

  return { session, state: shownResult(session), generating: isRunning(session), generate, stop, regenerate, followUp, restore, dispatch, clearHistory, quota, challengeNeeded, passChallenge };
}
