import { readingStats } from './reading-stats.ts';

// What the tool page's one polite live region says: the generation's state changes only (it
// started, it finished with so many words), never the streamed text itself, which would be read
// out chunk by chunk. An error is said by the page's alert that shows it (the error box, or the
// allowance line for a refused daily allowance): said here as well, a screen reader would hear it
// twice. The region is emptied instead, so "Generating…" is not left there to be read later.

export type Announcement = { kind: 'start' } | { kind: 'ready'; words: number } | { kind: 'failed' };

/** The part of the page's generation state an announcement depends on. */
export interface AnnouncedState {
  /** A request is running (any of its versions). */
  generating: boolean;
  output: string;
  /** The visible error of the shown result, once it ended. */
  error: string | null;
}

/** What to announce when the page goes from `before` to `after`; null when nothing changed that is said. */
export function announcementFor(before: AnnouncedState, after: AnnouncedState): Announcement | null {
  if (after.generating) return before.generating ? null : { kind: 'start' };
  // A request refused at once may start and end within one render: its end is still marked.
  const ended = before.generating || (after.error !== null && after.error !== before.error);
  if (!ended) return null;
  if (after.error !== null) return { kind: 'failed' };
  return { kind: 'ready', words: readingStats(after.output).words };
}
