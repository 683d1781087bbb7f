import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import type { HistoryMessage } from './messages.ts';

export interface HistoryState {
  /** Earlier turns per tool id, oldest first, always in user/assistant pairs. */
  byTool: Partial<Record<string, HistoryMessage[]>>;
  addTurn: (toolId: string, user: string, assistant: string) => void;
  clear: (toolId: string) => void;
}

/** Conversation history for 'Remember previous messages'. Lives in memory only: nothing is stored. */
export function createHistoryStore() {
  return createStore<HistoryState>()(
    immer((set) => ({
      byTool: {},
      addTurn: (toolId, user, assistant) =>
        set((state) => {
          const turns = (state.byTool[toolId] ??= []);
          turns.push({ role: 'user', content: user }, { role: 'assistant', content: assistant });
        }),
      clear: (toolId) =>
        set((state) => {
          state.byTool[toolId] = undefined;
        }),
    })),
  );
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
