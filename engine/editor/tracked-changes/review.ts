import { diffForReview, type Change, type Segment } from './diff-for-review.ts';

export type Decision = 'accepted' | 'rejected';

/** An AI edit under review: the diff, and what has been decided so far (by change id). */
export interface Review {
  readonly segments: readonly Segment[];
  readonly decisions: ReadonlyMap<string, Decision>;
}

export function createReview(original: string, revised: string): Review {
  return { segments: diffForReview(original, revised), decisions: new Map() };
}

function allChanges(review: Review): Change[] {
  return review.segments.flatMap((s) => (s.kind === 'change' ? [s.change] : []));
}

/** The changes still to decide, in document order. */
export function pendingChanges(review: Review): Change[] {
  return allChanges(review).filter((c) => !review.decisions.has(c.id));
}

function decide(review: Review, ids: readonly string[], decision: Decision): Review {
  const decisions = new Map(review.decisions);
  for (const id of ids) if (!decisions.has(id)) decisions.set(id, decision);
  return { segments: review.segments, decisions };
}

/** Decides one change; deciding an unknown or already decided change changes nothing. */
export function acceptChange(review: Review, id: string): Review {
  return allChanges(review).some((c) => c.id === id) ? decide(review, [id], 'accepted') : review;
}

export function rejectChange(review: Review, id: string): Review {
  return allChanges(review).some((c) => c.id === id) ? decide(review, [id], 'rejected') : review;
}

export function acceptAll(review: Review): Review {
  return decide(review, pendingChanges(review).map((c) => c.id), 'accepted');
}

export function rejectAll(review: Review): Review {
  return decide(review, pendingChanges(review).map((c) => c.id), 'rejected');
}

/**
 * The text as decided: an accepted change contributes its added text, a rejected one
 * its removed text; a pending one counts as `pendingAs` (the original by default —
 * nothing the AI wrote is in the text until someone accepts it).
 */
export function reviewText(review: Review, pendingAs: Decision = 'rejected'): string {
  return review.segments
    .map((s) => {
      if (s.kind === 'same') return s.text;
      const decision = review.decisions.get(s.change.id) ?? pendingAs;
      return decision === 'accepted' ? s.change.added : s.change.removed;
    })
    .join('');
}
