import { useEffect, useState } from 'react';
import { FIRST_PAINT_MESSAGES } from '../../../engine/errors/first-paint-messages.ts';
import { localizeVisitorMessage, type ErrorCatalogue } from '../../../engine/errors/localize-visitor-message.ts';
import type { Locale } from '../../../engine/i18n/locales.ts';

// Each locale's errors catalogue is a chunk of its own, fetched the first time that locale's page shows an error.
const CATALOGUES = import.meta.glob<ErrorCatalogue>('../../i18n/messages/*/errors.json', { import: 'default' });
const loaded = new Map<Locale, ErrorCatalogue>();

function useErrorCatalogue(locale: Locale): ErrorCatalogue | null {
  const [catalogue, setCatalogue] = useState(() => loaded.get(locale) ?? null);
  useEffect(() => {
    if (catalogue) return;
    let live = true;
    void CATALOGUES[`../../i18n/messages/${locale}/errors.json`]?.()
      .then((messages) => {
        loaded.set(locale, messages);
        if (live) setCatalogue(messages);
      })
      .catch(() => undefined); // offline: the English text stays
    return () => {
      live = false;
    };
  }, [catalogue, locale]);
  return catalogue;
}

/** The error box's text on a page in `locale`: the message and its plain line from that locale's catalogue. */
export default function LocalizedError({ message, locale }: { message: string; locale: Locale }) {
  const catalogue = useErrorCatalogue(locale);
  const shown = catalogue ? localizeVisitorMessage(message, catalogue) : { message, hint: null };
  return (
    <>
      {message === FIRST_PAINT_MESSAGES.offline && <strong className="error-title">{catalogue?.offlineTitle ?? FIRST_PAINT_MESSAGES.offlineTitle}</strong>}
      <p>{shown.message}</p>
      {shown.hint && <p className="error-hint">{shown.hint}</p>}
    </>
  );
}
