import { describe, expect, it } from 'vitest';
import { createHistoryStore } from '../../engine/generation/history-store.ts';

describe('history store', () => {
  it('keeps turns per tool and clears one tool only', () => {
    const store = createHistoryStore();
    store.getState().addTurn('ai-writer', 'q1', 'a1');
    store.getState().addTurn('ai-writer', 'q2', 'a2');
    store.getState().addTurn('slogan-generator', 'q', 'a');
    expect(store.getState().byTool['ai-writer']?.map((m) => m.content)).toEqual(['q1', 'a1', 'q2', 'a2']);
    const before = store.getState().byTool['slogan-generator'];
    store.getState().clear('ai-writer');
    expect(store.getState().byTool['ai-writer']).toBeUndefined();
    expect(store.getState().byTool['slogan-generator']).toBe(before);
  });
});
