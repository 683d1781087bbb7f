import type { Tool } from '../catalogue/types.ts';
import { buildMessages } from '../generation/build-messages.ts';
import type { ChatMessage } from '../generation/messages.ts';

/** Longest text the editor sends for Improve Text or a selection action (413 above it). */
export const MAX_EDITOR_CHARS = 12_000;

/** The four selection actions, in the specification's wording, with the instruction each sends. */
export const SELECTION_ACTIONS = {
  improve: { label: 'Improve', instruction: 'Improve the quality of the text while keeping its core message.' },
  shorter: { label: 'Make Shorter', instruction: 'Make the text more concise while keeping the key information.' },
  expand: { label: 'Expand', instruction: 'Expand the text with relevant details.' },
  rephrase: { label: 'Rephrase', instruction: 'Rephrase the text with the same meaning.' },
} as const;

export type SelectionAction = keyof typeof SELECTION_ACTIONS;

const RETURN_ONLY =
  'Return only the rewritten text, with no introduction, notes or quotation marks. Keep the language of the original. Use Markdown only for emphasis or lists the text needs.';

/**
 * Improve Text: the editor tool's own system prompt (act as an
 * expert editor, return only the improved version), then the chosen mode's
 * focus, then the editor's plain text as the user message.
 */
export function buildImproveMessages(editorTool: Pick<Tool, 'systemPrompt' | 'title' | 'contextOptions'>, mode: string, text: string): ChatMessage[] {
  const option = editorTool.contextOptions?.find((o) => o.value === mode);
  if (!option) throw new Error(`unknown editor mode "${mode}"`);
  const systemPrompt = editorTool.systemPrompt ?? 'You are an expert editor. Improve the text and return only the improved version.';
  // The tool page's prompt builder: the mode is a context whose instruction names its focus.
  const focus = { ...option, instruction: `Focus on ${option.label}: ${option.description}.\n${option.instruction}` };
  return buildMessages({ tool: { title: editorTool.title, systemPrompt, contextHistory: false, contextOptions: [focus] }, input: text, context: mode, historyBudgetChars: 0 });
}

/** A selection action: one of the four instructions, then the selected text. */
export function buildRewriteMessages(action: SelectionAction, text: string): ChatMessage[] {
  const systemPrompt = `You are an expert editor. ${SELECTION_ACTIONS[action].instruction} ${RETURN_ONLY}`;
  return buildMessages({ tool: { title: SELECTION_ACTIONS[action].label, systemPrompt, contextHistory: false }, input: text, historyBudgetChars: 0 });
}

export function isSelectionAction(value: string): value is SelectionAction {
  return Object.hasOwn(SELECTION_ACTIONS, value);
}
