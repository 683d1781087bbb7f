import { readingStats } from '../../../engine/generation/reading-stats.ts';

/** Words, characters and reading time of the result, live while it streams (issue 17). */
export function ReadingStatsLine({ text }: { text: string }) {
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
