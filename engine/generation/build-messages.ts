import type { Tool } from '../catalogue/types.ts';
import type { ChatMessage, HistoryMessage } from './messages.ts';
import { controlsInstruction, lengthFamilyOf, type OutputChoice } from './output-controls.ts';
import { followUpMessage, type Refinement } from './refinements.ts';
import { composeUserMessage, type FieldValues } from './tool-fields.ts';

export interface BuildMessagesInput {
  tool: Pick<Tool, 'title' | 'systemPrompt' | 'contextHistory' | 'contextOptions' | 'fields' | 'requestBox' | 'outputControls' | 'maxOutputTokens'> &
    Partial<Pick<Tool, 'renderer' | 'categoryControls'>>;
  input: string;
  /** A context value the caller has already checked exists on the tool. */
  context?: string;
  /** Output controls the caller has already checked the tool offers (validate-generate-request.ts). */
  controls?: OutputChoice;
  /** Values of the tool's declared fields, already checked (checkFieldValues). */
  fields?: FieldValues;
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

/** The tool's prompt, then the chosen context's instruction, then the fixed lines of the output controls. */
export function systemMessage(tool: BuildMessagesInput['tool'], context?: string, controls: OutputChoice = {}): string {
  const base = tool.systemPrompt ?? defaultSystemPrompt(tool.title);
  const instruction = context ? tool.contextOptions?.find((o) => o.value === context)?.instruction : undefined;
  // Only the family is needed: resolving every control copied the whole manifest, on each request.
  const settings = controlsInstruction(controls, lengthFamilyOf(tool));
  return [base, instruction, settings].filter(Boolean).join('\n\n');
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
 * A follow-up's user message is the fixed instruction (or the visitor's change
 * request after a fixed lead-in); the fields belong to the first turn, which is in history.
 */
export function buildMessages({ tool, input, context, controls, fields, history, historyBudgetChars, refine }: BuildMessagesInput): ChatMessage[] {
  const kept = refine && !tool.contextHistory ? history?.slice(-2) : tool.contextHistory ? history : undefined;
  const earlier = kept ? trimHistory(kept, historyBudgetChars) : [];
  const user = refine ? followUpMessage(refine, input) : composeUserMessage(tool.fields, fields ?? {}, input, tool.requestBox);
  return [{ role: 'system', content: systemMessage(tool, context, controls) }, ...earlier, { role: 'user', content: user }];
}
