import { createHistoryStore } from '../../../engine/generation/history-store.ts';

/** One history store for the tab: switching tools keeps each tool's conversation until reload. */
export const historyStore = createHistoryStore();
