import type { Tool } from '../catalogue/types.ts';
import type { ChatMessage, HistoryMessage } from './messages.ts';
import { followUpMessage, type Refinement } from './refinements.ts';

export interface BuildMessagesInput {
  tool: Pick<Tool, 'title' | 'systemPrompt' | 'contextHistory' | 'contextOptions'>;
  input: string;
  /** A context value the caller has already checked exists on the tool. */
  context?: string;
  /** Alternating user/assistant turns, oldest first. */
  history?: readonly HistoryMessage[];
  historyBudgetChars: number;
  /** A follow-up on the previous turn (refinements.ts): history's last pair is kept even for tools without contextHistory. */
  refine?: Refinement;
}

/** Spec §7: without its own prompt a tool is introduced as an expert assistant for its title. */
export function defaultSystemPrompt(title: string): string {
  return `You are an expert assistant for ${title}.`;
}

export function systemMessage(tool: BuildMessagesInput['tool'], context?: string): string {
  const base = tool.systemPrompt ?? defaultSystemPrompt(tool.title);
  const instruction = context ? tool.contextOptions?.find((o) => o.value === context)?.instruction : undefined;
  return instruction ? `${base}\n\n${instruction}` : base;
}

/**
 * Keeps the newest complete user/assistant pairs whose total length fits the
 * budget, dropping the oldest pairs first. A trailing unpaired turn is dropped.
 */
export function trimHistory(history: readonly HistoryMessage[], budgetChars: number): HistoryMessage[] {
  const pairs: Array<[HistoryMessage, HistoryMessage]> = [];
  for (let i = 0; i + 1 < history.length; i += 2) {
    const user = history[i];
    const assistant = history[i + 1];
    if (user?.role === 'user' && assistant?.role === 'assistant') pairs.push([user, assistant]);
  }
  const kept: Array<[HistoryMessage, HistoryMessage]> = [];
  let used = 0;
  for (const pair of [...pairs].reverse()) {
    const size = pair[0].content.length + pair[1].content.length;
    if (used + size > budgetChars) break;
    used += size;
    kept.unshift(pair);
  }
  return kept.flat();
}

/**
 * The messages sent to the provider: system first, earlier turns if the tool
 * keeps history, the new request last. A follow-up (`refine`) needs the turn it
 * refines, so every tool keeps history's last pair then; a tool with
 * contextHistory keeps what its rules keep. Either way within the budget.
 */
export function buildMessages({ tool, input, context, history, historyBudgetChars, refine }: BuildMessagesInput): ChatMessage[] {
  const kept = refine && !tool.contextHistory ? history?.slice(-2) : tool.contextHistory ? history : undefined;
  const earlier = kept ? trimHistory(kept, historyBudgetChars) : [];
  const user = refine ? followUpMessage(refine, input) : input;
  return [{ role: 'system', content: systemMessage(tool, context) }, ...earlier, { role: 'user', content: user }];
}
