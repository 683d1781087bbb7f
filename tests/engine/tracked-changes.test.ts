import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAll, acceptChange, createReview, diffForReview, pendingChanges, rejectAll, rejectChange, reviewText, type Review } from '../../engine/editor/tracked-changes/index.ts';

// Words, spaces and sentence ends, so the two documents share and differ in sentences and words alike.
const word = fc.constantFrom('the', 'cat', 'sat', 'on', 'a', 'mat', 'dog', 'ran', 'quickly', 'Hello', 'world', 'it', 'is');
const gap = fc.constantFrom(' ', ' ', ' ', '. ', '! ', '\n', '  ', ', ', '.');
const prose = fc.array(fc.tuple(word, gap), { maxLength: 30 }).map((pairs) => pairs.map(([w, g]) => w + g).join(''));
const anyText = fc.oneof(prose, fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }));

/** The text each change contributes under the given choices (true = accept). */
function expected(review: Review, choices: ReadonlyMap<string, boolean>): string {
  return review.segments.map((s) => (s.kind === 'same' ? s.text : choices.get(s.change.id) ? s.change.added : s.change.removed)).join('');
}

describe('tracked changes', () => {
  it('accepting all gives the AI text; rejecting all gives the original', () => {
    fc.assert(
      fc.property(anyText, anyText, (original, revised) => {
        const review = createReview(original, revised);
        expect(reviewText(acceptAll(review))).toBe(revised);
        expect(reviewText(rejectAll(review))).toBe(original);
        expect(reviewText(review)).toBe(original);
        expect(reviewText(review, 'accepted')).toBe(revised);
      }),
    );
  });

  it('any mix of accepts and rejects, in any order, gives each change exactly its chosen side', () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        fc.infiniteStream(fc.boolean()),
        fc.func(fc.integer()),
        (original, revised, coins, shuffleKey) => {
          const review = createReview(original, revised);
          const changes = pendingChanges(review);
          const choices = new Map(changes.map((c) => [c.id, coins.next().value as boolean]));
          const order = [...changes].sort((a, b) => shuffleKey(a.id) - shuffleKey(b.id));
          let decided = review;
          for (const change of order) {
            decided = choices.get(change.id) ? acceptChange(decided, change.id) : rejectChange(decided, change.id);
            // Ids are stable: the changes still pending keep their ids and their order.
            expect(pendingChanges(decided).map((c) => c.id)).toEqual(changes.map((c) => c.id).filter((id) => !decided.decisions.has(id)));
          }
          expect(pendingChanges(decided)).toEqual([]);
          expect(reviewText(decided)).toBe(expected(review, choices));
        },
      ),
    );
  });

  it('a decided change stays decided, and unknown ids change nothing', () => {
    fc.assert(
      fc.property(anyText, anyText, (original, revised) => {
        const review = createReview(original, revised);
        const [first] = pendingChanges(review);
        expect(acceptChange(review, 'nope')).toBe(review);
        if (!first) return;
        const accepted = acceptChange(review, first.id);
        expect(rejectChange(accepted, first.id).decisions.get(first.id)).toBe('accepted');
        expect(reviewText(rejectAll(accepted))).toBe(expected(review, new Map([[first.id, true]])));
      }),
    );
  });

  it('ids run c1, c2, … in document order and the same pair always gives the same diff', () => {
    fc.assert(
      fc.property(anyText, anyText, (original, revised) => {
        const segments = diffForReview(original, revised);
        const ids = segments.flatMap((s) => (s.kind === 'change' ? [s.change.id] : []));
        expect(ids).toEqual(ids.map((_, i) => `c${i + 1}`));
        expect(diffForReview(original, revised)).toEqual(segments);
        // No empty pieces and no change that changes nothing.
        for (const s of segments) {
          if (s.kind === 'same') expect(s.text).not.toBe('');
          else expect(s.change.removed === s.change.added).toBe(false);
        }
      }),
    );
  });

  it('identical documents have no changes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(pendingChanges(createReview(text, text))).toEqual([]);
      }),
    );
  });

  it('changes a word inside a sentence word by word, and a mostly rewritten sentence whole', () => {
    expect(pendingChanges(createReview('The cat sat on the mat. It was warm.', 'The cat sat on the rug. It was warm.'))).toEqual([{ id: 'c1', removed: 'mat', added: 'rug' }]);
    expect(pendingChanges(createReview('The cat sat on the mat. It was warm.', 'A dog ran across my garden. It was warm.'))).toEqual([
      { id: 'c1', removed: 'The cat sat on the mat.', added: 'A dog ran across my garden.' },
    ]);
  });
});
