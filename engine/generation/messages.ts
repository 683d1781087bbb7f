import type { HistoryMessage } from '../validation/generated/types.ts';

/** An earlier turn the browser may send back: never a system message (schemas/generate-request.schema.json). */
export type { HistoryMessage };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
