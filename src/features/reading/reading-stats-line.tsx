import type { RefObject } from 'react';
import { readingStats } from '../../../engine/generation/reading-stats.ts';
import { useFollowStream } from './use-follow-stream.ts';

/**
 * Words, characters and reading time of the result, live while it streams.
 * It also keeps the page following the stream: both load together, lazily, with the first
 * result, which keeps them out of the tool page's first chunk (its size budget).
 */
export function ReadingStatsLine({ text, follow, streaming }: { text: string; follow: RefObject<HTMLElement | null>; streaming: boolean }) {
  useFollowStream(follow, streaming, text);
  const { words, characters, minutes } = readingStats(text);
  const n = (x: number) => x.toLocaleString('en');
  return (
    <p className="char-count" aria-live="off" data-testid="reading-stats">
      <span>
        {n(words)} {words === 1 ? 'word' : 'words'}
      </span>
      {' · '}
      <span>{n(characters)} characters generated</span>
      {' · '}
      <span>{minutes <= 1 ? '1 min read' : `${n(minutes)} min read`}</span>
    </p>
  );
}
