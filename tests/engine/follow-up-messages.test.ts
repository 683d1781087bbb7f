import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import type { HistoryMessage } from '../../engine/generation/messages.ts';
import { CHANGE_LEAD_IN, followUpMessage, REFINEMENTS, type Refinement } from '../../engine/generation/refinements.ts';

// Follow-ups: the previous turn as history plus a fixed instruction, for every generic tool.

const previous: HistoryMessage[] = [
  { role: 'user', content: 'Write a tagline' },
  { role: 'assistant', content: 'Bread you can trust.' },
];
const older: HistoryMessage[] = [{ role: 'user', content: 'older' }, { role: 'assistant', content: 'older answer' }, ...previous];
const withHistory = { title: 'AI Writer', systemPrompt: 'You write well.', contextHistory: true };
const withoutHistory = { title: 'Slogan Generator', systemPrompt: 'You write slogans.', contextHistory: false };
const refineArb = fc.constantFrom<Refinement>('shorter', 'longer', 'simpler', 'formal', 'casual', 'continue', 'change');

describe('follow-up messages', () => {
  it('offers exactly the six one-click refinements of the issue, in order', () => {
    expect(REFINEMENTS.map((r) => r.label)).toEqual(['Shorter', 'Longer', 'Simpler', 'More formal', 'More casual', 'Continue']);
  });

  it.each(REFINEMENTS.map((r) => [r.value, r.instruction] as const))('%s: system prompt, the previous turn, then the fixed instruction', (refine, instruction) => {
    expect(buildMessages({ tool: withoutHistory, input: '', refine, history: older, historyBudgetChars: 24_000 })).toEqual([
      { role: 'system', content: 'You write slogans.' },
      ...previous,
      { role: 'user', content: instruction },
    ]);
  });

  it('keeps the whole (trimmed) history for a tool with contextHistory, only the previous turn for the others', () => {
    expect(buildMessages({ tool: withHistory, input: '', refine: 'shorter', history: older, historyBudgetChars: 24_000 }).slice(1, -1)).toEqual(older);
    expect(buildMessages({ tool: withoutHistory, input: '', refine: 'shorter', history: older, historyBudgetChars: 24_000 }).slice(1, -1)).toEqual(previous);
    // Without a follow-up, a tool without contextHistory still gets no history at all.
    expect(buildMessages({ tool: withoutHistory, input: 'x', history: older, historyBudgetChars: 24_000 })).toHaveLength(2);
  });

  it('"change": the lead-in and the visitor\'s words, as the user message', () => {
    expect(followUpMessage('change', '  Add a call to action \n')).toBe(`${CHANGE_LEAD_IN}\nAdd a call to action`);
  });

  it('property: free text never reaches the system prompt, and the last message is always the user\'s', () => {
    fc.assert(
      fc.property(refineArb, fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim().length > 3), fc.boolean(), (refine, text, keeps) => {
        const tool = keeps ? withHistory : withoutHistory;
        const messages = buildMessages({ tool, input: text, refine, history: previous, historyBudgetChars: 24_000 });
        expect(messages[0]).toEqual({ role: 'system', content: tool.systemPrompt });
        expect(messages.filter((m) => m.role === 'system')).toHaveLength(1);
        expect(messages.at(-1)!.role).toBe('user');
        expect(messages.slice(1, -1)).toEqual(previous);
        if (refine === 'change') expect(messages.at(-1)!.content.endsWith(text.trim())).toBe(true);
        // A fixed refinement ignores the text: its message is the instruction itself. (Checking that the text
        // is absent failed on chance substrings: fast-check's "ngth" is in the instruction's "length".)
        else expect(messages.at(-1)!.content).toBe(REFINEMENTS.find((r) => r.value === refine)?.instruction);
      }),
    );
  });
});
