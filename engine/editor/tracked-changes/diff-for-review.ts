import { diffSentences, diffWordsWithSpace, type ChangeObject } from 'diff';

/** One AI change: the original text it takes away and the text it puts in its place (either may be empty). */
export interface Change {
  /** `c1`, `c2`, … in document order; fixed when the diff is made, never renumbered. */
  id: string;
  removed: string;
  added: string;
}

/** The reviewed text as a sequence: stretches both versions share, and changes between them. */
export type Segment = { kind: 'same'; text: string } | { kind: 'change'; change: Change };

/**
 * Above this share of a sentence's characters changed, the sentence is shown as one
 * change (old sentence struck through, new one inserted) rather than word by word:
 * a rewritten sentence diffed word by word is confetti — a few kept words such as
 * "the" and "is" between many small changes — which is harder to read and to
 * accept than the two sentences one after the other.
 */
const WHOLE_SENTENCE_SHARE = 0.5;

type RawSegment = { kind: 'same'; text: string } | { kind: 'change'; removed: string; added: string };

/** Consecutive removals and additions read as one change; so do two changes separated only by whitespace. */
function groupParts(parts: readonly ChangeObject<string>[]): RawSegment[] {
  const out: RawSegment[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (!part.added && !part.removed) {
      out.push({ kind: 'same', text: part.value });
      continue;
    }
    const change = last?.kind === 'change' ? last : { kind: 'change' as const, removed: '', added: '' };
    if (change !== last) out.push(change);
    if (part.added) change.added += part.value;
    else change.removed += part.value;
  }
  return mergeAcrossWhitespace(out);
}

function mergeAcrossWhitespace(segments: RawSegment[]): RawSegment[] {
  const out: RawSegment[] = [];
  for (const segment of segments) {
    const gap = out.at(-1);
    const before = out.at(-2);
    if (segment.kind === 'change' && gap?.kind === 'same' && /^\s+$/.test(gap.text) && before?.kind === 'change') {
      before.removed += gap.text + segment.removed;
      before.added += gap.text + segment.added;
      out.pop();
    } else if (segment.kind === 'same' && gap?.kind === 'same') {
      gap.text += segment.text;
    } else out.push(segment);
  }
  return out;
}

/** A changed run of sentences, word by word — or whole, when most of it changed. */
function diffChangedSentences(removed: string, added: string): RawSegment[] {
  if (removed === '' || added === '') return [{ kind: 'change', removed, added }];
  const words = diffWordsWithSpace(removed, added);
  const changed = words.reduce((sum, part) => sum + (part.added || part.removed ? part.value.length : 0), 0);
  if (changed / (removed.length + added.length) > WHOLE_SENTENCE_SHARE) return [{ kind: 'change', removed, added }];
  return groupParts(words);
}

/**
 * The changes from `original` to `revised`, for review. Two levels: sentences are
 * aligned first (jsdiff's sentence diff), then each changed run of sentences is
 * diffed word by word — whitespace kept as its own token, so the pieces always add
 * up to both texts exactly — unless most of it changed (WHOLE_SENTENCE_SHARE).
 */
export function diffForReview(original: string, revised: string): Segment[] {
  const raw: RawSegment[] = [];
  for (const segment of groupParts(diffSentences(original, revised))) {
    if (segment.kind === 'same') raw.push(segment);
    else raw.push(...diffChangedSentences(segment.removed, segment.added));
  }
  let next = 0;
  return mergeAcrossWhitespace(raw).map((segment) =>
    segment.kind === 'same' ? segment : { kind: 'change', change: { id: `c${++next}`, removed: segment.removed, added: segment.added } },
  );
}
