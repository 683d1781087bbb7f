import type { GenerateRequest } from '../validation/generated/types.ts';

// Follow-ups on a finished result: one click sends the previous turn
// as history plus one of these FIXED instructions, as the new user message. The
// visitor's own words ("Ask for a change") only ever go in that user message,
// after a fixed lead-in; nothing here or there reaches the system prompt.

export type Refinement = NonNullable<GenerateRequest['refine']>;
export type FixedRefinement = Exclude<Refinement, 'change'>;

/** The one-click refinements, in the order the page shows them. */
export const REFINEMENTS: ReadonlyArray<{ value: FixedRefinement; label: string; instruction: string }> = [
  { value: 'shorter', label: 'Shorter', instruction: 'Rewrite your previous answer to be noticeably shorter (about half the length). Keep the key points, the language and the format. Answer with the rewritten text only.' },
  { value: 'longer', label: 'Longer', instruction: 'Rewrite your previous answer to be noticeably longer (about half again as long), adding useful detail rather than filler. Keep the language and the format. Answer with the rewritten text only.' },
  { value: 'simpler', label: 'Simpler', instruction: 'Rewrite your previous answer in simpler words and shorter sentences that anyone can follow. Keep the meaning, the language and the format. Answer with the rewritten text only.' },
  { value: 'formal', label: 'More formal', instruction: 'Rewrite your previous answer in a more formal, professional tone. Keep the meaning, the language and the format. Answer with the rewritten text only.' },
  { value: 'casual', label: 'More casual', instruction: 'Rewrite your previous answer in a more casual, relaxed tone. Keep the meaning, the language and the format. Answer with the rewritten text only.' },
  { value: 'continue', label: 'Continue', instruction: 'Continue your previous answer from exactly where it ended, in the same language, tone and format. Do not repeat what you already wrote.' },
];

/** Lead-in of "Ask for a change": the visitor's words follow it in the same user message. */
export const CHANGE_LEAD_IN = 'Revise your previous answer as follows. Answer with the full revised text only.\n\nRequested change:';

/** The user message of a follow-up: the fixed instruction, or the lead-in and the visitor's request for a change. */
export function followUpMessage(refine: Refinement, input: string): string {
  if (refine === 'change') return `${CHANGE_LEAD_IN}\n${input.trim()}`;
  const fixed = REFINEMENTS.find((r) => r.value === refine);
  if (!fixed) throw new Error(`unknown refinement ${String(refine)}`);
  return fixed.instruction;
}
