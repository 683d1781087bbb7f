import { createStore } from 'zustand/vanilla';
import type { HistoryMessage } from './messages.ts';

export interface HistoryState {
  /** Earlier turns per tool id, oldest first, always in user/assistant pairs. */
  byTool: Partial<Record<string, HistoryMessage[]>>;
  addTurn: (toolId: string, user: string, assistant: string) => void;
  clear: (toolId: string) => void;
}

/**
 * Conversation history for 'Remember previous messages'. Lives in memory only: nothing is stored.
 * Plain immutable updates (no immer): this store is on every tool page's first load.
 */
export function createHistoryStore() {
  return createStore<HistoryState>()((set) => ({
    byTool: {},
    addTurn: (toolId, user, assistant) =>
      set((state) => ({
        byTool: {
          ...state.byTool,
          [toolId]: [...(state.byTool[toolId] ?? []), { role: 'user', content: user }, { role: 'assistant', content: assistant }],
        },
      })),
    clear: (toolId) => set((state) => ({ byTool: { ...state.byTool, [toolId]: undefined } })),
  }));
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
