import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMessages, defaultSystemPrompt, trimHistory } from '../../engine/generation/build-messages.ts';
import type { HistoryMessage } from '../../engine/generation/messages.ts';

const tool = {
  title: 'AI Writer',
  systemPrompt: 'You write well.',
  contextHistory: true,
  contextOptions: [{ value: 'casual', label: 'Casual', description: 'Casual tone.', instruction: 'Write casually.' }],
};

const turn = fc.tuple(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }));
const historyArb = fc.array(turn, { maxLength: 12 }).map((pairs) =>
  pairs.flatMap(([u, a]): HistoryMessage[] => [{ role: 'user', content: u }, { role: 'assistant', content: a }]),
);

describe('buildMessages', () => {
  it('uses the tool prompt plus the chosen context instruction', () => {
    const messages = buildMessages({ tool, input: 'Hello', context: 'casual', historyBudgetChars: 100 });
    expect(messages).toEqual([
      { role: 'system', content: 'You write well.\n\nWrite casually.' },
      { role: 'user', content: 'Hello' },
    ]);
  });

  it("falls back to the spec's default prompt", () => {
    const messages = buildMessages({ tool: { title: 'Slogan Generator', contextHistory: false }, input: 'x', historyBudgetChars: 0 });
    expect(messages[0]).toEqual({ role: 'system', content: defaultSystemPrompt('Slogan Generator') });
    expect(defaultSystemPrompt('Slogan Generator')).toBe('You are an expert assistant for Slogan Generator.');
  });

  it('sends history only for tools that keep it', () => {
    const history: HistoryMessage[] = [{ role: 'user', content: 'a' }, { role: 'assistant', content: 'b' }];
    expect(buildMessages({ tool, input: 'c', history, historyBudgetChars: 100 })).toHaveLength(4);
    expect(buildMessages({ tool: { ...tool, contextHistory: false }, input: 'c', history, historyBudgetChars: 100 })).toHaveLength(2);
  });

  it('drops the oldest pairs first', () => {
    const history: HistoryMessage[] = [
      { role: 'user', content: 'old-q' }, { role: 'assistant', content: 'old-a' },
      { role: 'user', content: 'new-q' }, { role: 'assistant', content: 'new-a' },
    ];
    expect(trimHistory(history, 10).map((m) => m.content)).toEqual(['new-q', 'new-a']);
    expect(trimHistory(history, 9)).toEqual([]);
  });

  it('property: system first, new user message last, deterministic', () => {
    fc.assert(
      fc.property(historyArb, fc.string({ minLength: 1 }), fc.nat(400), (history, input, budget) => {
        const a = buildMessages({ tool, input, history, historyBudgetChars: budget });
        const b = buildMessages({ tool, input, history, historyBudgetChars: budget });
        expect(a).toEqual(b);
        expect(a[0]!.role).toBe('system');
        expect(a.at(-1)).toEqual({ role: 'user', content: input });
        expect(a.filter((m) => m.role === 'system')).toHaveLength(1);
      }),
    );
  });

  it('property: history never exceeds the budget, keeps pairs together and is a suffix of the original', () => {
    fc.assert(
      fc.property(historyArb, fc.nat(400), (history, budget) => {
        const kept = trimHistory(history, budget);
        expect(kept.reduce((n, m) => n + m.content.length, 0)).toBeLessThanOrEqual(budget);
        expect(kept.length % 2).toBe(0);
        kept.forEach((m, i) => expect(m.role).toBe(i % 2 === 0 ? 'user' : 'assistant'));
        expect(kept).toEqual(history.slice(history.length - kept.length));
        // Maximal: the next older pair would not have fitted.
        const next = history.slice(history.length - kept.length - 2, history.length - kept.length);
        if (next.length === 2) {
          const used = kept.reduce((n, m) => n + m.content.length, 0);
          expect(used + next[0]!.content.length + next[1]!.content.length).toBeGreaterThan(budget);
        }
      }),
    );
  });
});
