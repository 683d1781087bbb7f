import type { HistoryMessage } from './messages.ts';
import type { SessionState } from './session-reducer.ts';

/**
 * History for a follow-up on the shown turn: what that turn was sent with,
 * then the turn itself with its chosen answer. (Its own file: the result area
 * loads it on demand, the page's first JavaScript keeps only the reducer.)
 */
export function followUpHistory(state: SessionState): HistoryMessage[] {
  const turn = state.turns[state.shown];
  if (!turn) return [];
  return [...turn.request.history, { role: 'user', content: turn.userText }, { role: 'assistant', content: turn.versions[turn.chosen]?.output ?? '' }];
}
