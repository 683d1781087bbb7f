/** Timings of the hero's typing effect. */
export const TYPING = {
  startDelayMs: 1000,
  typeMs: 40,
  holdMs: 1500,
  deleteMs: 20,
  gapMs: 300,
} as const;

export interface TypingState {
  /** Index of the headline being shown. */
  index: number;
  /** How many characters of it are visible. */
  visible: number;
  phase: 'typing' | 'holding' | 'deleting';
}

export const TYPING_START: TypingState = { index: 0, visible: 0, phase: 'typing' };

/**
 * One tick of the typing cycle: the next state and how long to wait before
 * the tick after it. Types 40 ms per character, holds the full headline
 * 1500 ms, deletes 20 ms per character, pauses 300 ms, then the next headline,
 * wrapping around.
 */
export function typingStep(state: TypingState, headlines: readonly string[]): { state: TypingState; delayMs: number } {
  const length = headlines[state.index]?.length ?? 0;
  switch (state.phase) {
    case 'typing': {
      const visible = Math.min(state.visible + 1, length);
      if (visible < length) return { state: { ...state, visible }, delayMs: TYPING.typeMs };
      return { state: { ...state, visible, phase: 'holding' }, delayMs: TYPING.holdMs };
    }
    case 'holding':
      return { state: { ...state, phase: 'deleting' }, delayMs: TYPING.deleteMs };
    case 'deleting': {
      const visible = Math.max(state.visible - 1, 0);
      if (visible > 0) return { state: { ...state, visible }, delayMs: TYPING.deleteMs };
      return { state: { index: (state.index + 1) % headlines.length, visible: 0, phase: 'typing' }, delayMs: TYPING.gapMs };
    }
  }
}
