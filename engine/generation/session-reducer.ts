import { generationReducer, INITIAL_GENERATION, type GenerationEvent, type GenerationState } from './generation-reducer.ts';
import type { HistoryMessage } from './messages.ts';

// A tool page's session: each Generate, Regenerate or follow-up is a
// turn; a turn holds 1-3 versions streamed side by side, one of them chosen
// ("Use this one"). The visitor can step back to any earlier turn. Follow-ups
// and Regenerate work from the shown turn's chosen version.

export interface SessionTurn {
  /** The request body's varying part, kept to regenerate the turn. */
  request: { input: string; refine?: string; history: HistoryMessage[]; fields?: Record<string, string | number> };
  /** The user message this turn stands for in the next follow-up's history. */
  userText: string;
  versions: GenerationState[];
  /** Index of the chosen version. */
  chosen: number;
}

export interface SessionState {
  turns: SessionTurn[];
  /** Index of the turn on screen. */
  shown: number;
}

export type SessionEvent =
  /** A new turn, streaming at once; `fresh` starts a new session (a new request from the form). */
  /** `replacesLast`: the newest turn was refused (the human check) and this one takes its place. */
  | { type: 'begin'; turn: Omit<SessionTurn, 'versions' | 'chosen'>; versions: number; fresh: boolean; replacesLast?: boolean }
  /** A stream event for the newest turn: one version's, or every running version's when untagged. */
  | GenerationEvent
  | { type: 'choose'; version: number }
  | { type: 'show'; turn: number }
  /** A saved result put back on the page: a new session whose one turn is that finished result. */
  | { type: 'restore'; output: string; turn: Omit<SessionTurn, 'versions' | 'chosen'> };

export const INITIAL_SESSION: SessionState = { turns: [], shown: -1 };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  const last = state.turns.length - 1;
  switch (event.type) {
    case 'begin': {
      const versions = Array.from({ length: event.versions }, () => generationReducer(INITIAL_GENERATION, { type: 'start' }));
      const earlier = event.fresh ? [] : event.replacesLast ? state.turns.slice(0, -1) : state.turns;
      const turns = [...earlier, { ...event.turn, versions, chosen: 0 }];
      return { turns, shown: turns.length - 1 };
    }
    case 'choose': {
      const turn = state.turns[state.shown];
      if (!turn?.versions[event.version]) return state;
      return { ...state, turns: state.turns.map((t, i) => (i === state.shown ? { ...t, chosen: event.version } : t)) };
    }
    case 'restore':
      return { turns: [{ ...event.turn, versions: [{ status: 'done', output: event.output, error: null }], chosen: 0 }], shown: 0 };
    case 'show':
      return event.turn >= 0 && event.turn <= last && !isRunning(state) ? { ...state, shown: event.turn } : state;
    default: {
      const turn = state.turns[last];
      if (!turn) return state;
      const { version } = event;
      const versions = turn.versions.map((v, i) => (version === undefined || version === i + 1 ? generationReducer(v, event) : v));
      // Once all have ended, a chosen version without text gives way to the first with some.
      const ended = versions.every((v) => v.status !== 'generating');
      const chosen = ended && versions[turn.chosen]?.output === '' ? Math.max(0, versions.findIndex((v) => v.output !== '')) : turn.chosen;
      return { ...state, turns: [...state.turns.slice(0, last), { ...turn, versions, chosen }] };
    }
  }
}

export function isRunning(state: SessionState): boolean {
  return state.turns.at(-1)?.versions.some((v) => v.status === 'generating') ?? false;
}

/** The shown turn's chosen version: what the result, Copy and the shortcuts work on. */
export function shownResult(state: SessionState): GenerationState {
  const turn = state.turns[state.shown];
  return turn?.versions[turn.chosen] ?? INITIAL_GENERATION;
}
