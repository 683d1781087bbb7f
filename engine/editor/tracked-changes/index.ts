// Tracked changes for the AI Text Editor: pure diff and review logic, no editor code.
export { diffForReview, type Change, type Segment } from './diff-for-review.ts';
export { acceptAll, acceptChange, createReview, pendingChanges, rejectAll, rejectChange, reviewText, type Decision, type Review } from './review.ts';
