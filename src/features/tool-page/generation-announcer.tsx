import { useEffect, useRef, useState } from 'react';
import { announcementFor, type AnnouncedState, type Announcement } from '../../../engine/generation/announcement.ts';
import { useMessages } from '../../i18n/use-messages.ts';

const IDLE: AnnouncedState = { generating: false, output: '', error: null };

/**
 * The tool page's one polite live region (visually hidden): it says "Generating…" and "Result ready,
 * N words", from the generation's state changes only, and empties on an error (the page's alert says it). It is mounted empty and filled
 * afterwards, so a screen reader has seen the region before its first announcement; the streamed text
 * itself is never in a live region.
 */
export function GenerationAnnouncer({ state }: { state: AnnouncedState }) {
  const t = useMessages('result');
  const before = useRef(IDLE);
  const [said, setSaid] = useState<Announcement | null>(null);
  const { generating, output, error } = state;
  useEffect(() => {
    const next = announcementFor(before.current, { generating, output, error });
    before.current = { generating, output, error };
    if (next) setSaid(next);
  }, [generating, output, error]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="generation-status">
      {said?.kind === 'start' && t('announceGenerating')}
      {said?.kind === 'ready' && t('announceReady', { count: said.words })}
    </p>
  );
}
