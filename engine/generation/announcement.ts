import { readingStats } from './reading-stats.ts';

// What the tool page's one polite live region says: the generation's state changes only (it
// started, it finished with so many words, it failed), never the streamed text itself, which
// would be read out chunk by chunk.

export type Announcement = { kind: 'start' } | { kind: 'ready'; words: number } | { kind: 'error'; message: string };

/** The part of the page's generation state an announcement depends on. */
export interface AnnouncedState {
  /** A request is running (any of its versions). */
  generating: boolean;
  output: string;
  /** The visible error of the shown result, once it ended. */
  error: string | null;
  /**
   * The page says this error in an alert of its own (the allowance line near Generate words a
   * refusal of the daily allowance): repeated here, a screen reader would hear it twice.
   */
  errorSaidElsewhere?: boolean;
}

/** What to announce when the page goes from `before` to `after`; null when nothing changed that is said. */
export function announcementFor(before: AnnouncedState, after: AnnouncedState): Announcement | null {
  if (after.generating) return before.generating ? null : { kind: 'start' };
  // A request refused at once may start and end within one render: its end is still said.
  const ended = before.generating || (after.error !== null && after.error !== before.error);
  if (!ended) return null;
  if (after.error !== null) return after.errorSaidElsewhere ? null : { kind: 'error', message: after.error };
  return { kind: 'ready', words: readingStats(after.output).words };
}
