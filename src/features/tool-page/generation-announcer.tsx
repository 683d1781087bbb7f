import { useEffect, useRef, useState } from 'react';
import { announcementFor, type AnnouncedState, type Announcement } from '../../../engine/generation/announcement.ts';
import { localizeVisitorMessage } from '../../../engine/errors/localize-visitor-message.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../i18n/use-messages.ts';
import { useErrorCatalogue } from '../common/localized-error.tsx';

const IDLE: AnnouncedState = { generating: false, output: '', error: null };

/** An error as the error box words it on a page in another language; said once its catalogue is there (the error box fetches the same one). */
function LocalizedMessage({ message, locale }: { message: string; locale: Locale }) {
  const catalogue = useErrorCatalogue(locale);
  return catalogue ? localizeVisitorMessage(message, catalogue).message : null;
}

/**
 * The tool page's one polite live region (visually hidden): it says "Generating…", "Result ready,
 * N words" and every error, from the generation's state changes only. It is mounted empty and filled
 * afterwards, so a screen reader has seen the region before its first announcement; the streamed text
 * itself is never in a live region.
 */
export function GenerationAnnouncer({ state }: { state: AnnouncedState }) {
  const t = useMessages('result');
  const locale = usePageLocale();
  const before = useRef(IDLE);
  const [said, setSaid] = useState<Announcement | null>(null);
  const { generating, output, error, errorSaidElsewhere } = state;
  useEffect(() => {
    const next = announcementFor(before.current, { generating, output, error, errorSaidElsewhere });
    before.current = { generating, output, error };
    if (next) setSaid(next);
  }, [generating, output, error, errorSaidElsewhere]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="generation-status">
      {said?.kind === 'start' && t('announceGenerating')}
      {said?.kind === 'ready' && t('announceReady', { count: said.words })}
      {said?.kind === 'error' && (locale === DEFAULT_LOCALE ? said.message : <LocalizedMessage message={said.message} locale={locale} />)}
    </p>
  );
}
