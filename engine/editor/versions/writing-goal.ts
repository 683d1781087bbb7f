import type { WritingGoal } from './documents.ts';

export interface GoalProgress {
  current: number;
  target: number;
  /** Whole per cent, 0 to 100 (a text past its goal stays at 100). */
  percent: number;
  reached: boolean;
}

/** Largest goal accepted: far past the editor's own character limit, so any real goal fits. */
export const MAX_GOAL = 1_000_000;

/** A goal as typed: a whole number from 1 to MAX_GOAL, or null when it is none. */
export function parseGoalTarget(value: string): number | null {
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1) return null;
  return Math.min(n, MAX_GOAL);
}

/** How far the text is towards its goal, in the goal's unit. */
export function goalProgress(goal: WritingGoal, counts: { words: number; characters: number }): GoalProgress {
  const current = goal.unit === 'words' ? counts.words : counts.characters;
  const percent = Math.min(100, Math.floor((current / goal.target) * 100));
  return { current, target: goal.target, percent, reached: current >= goal.target };
}
