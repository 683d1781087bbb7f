import type { HistoryMessage } from '../validation/generated/types.ts';

/** An earlier turn the browser may send back: never a system message (schemas/generate-request.schema.json). */
export type { HistoryMessage };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The prompt's length in characters: what its tokens are estimated from when the provider reports none. */
export function promptChars(messages: readonly ChatMessage[]): number {
  return messages.reduce((n, m) => n + m.content.length, 0);
}
