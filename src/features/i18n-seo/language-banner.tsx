import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { suggestLocale } from '../../../engine/i18n/suggest-locale.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { usePageLanguages } from '../../i18n/use-page-languages.ts';
import { BANNER_DISMISSED_KEY, PREFERRED_LOCALE_KEY, readStored, store } from './language-storage.ts';

/**
 * Offers the visitor's language when the page is in another one: their remembered choice, else
 * their browser's languages. A suggestion, never a redirect; closing it is remembered on this
 * device. Loaded lazily once the page is idle (language-banner-slot.tsx), and fixed to the
 * bottom of the window so its arrival moves nothing on the page.
 */
export default function LanguageBanner() {
  const page = usePageLanguages();
  const t = useMessages('layout');
  const [offered, setOffered] = useState<string | null>(null);
  useEffect(() => {
    if (!page) return;
    const suggested = suggestLocale({
      pageLocale: page.locale,
      available: page.versions.map((v) => v.locale),
      remembered: readStored(PREFERRED_LOCALE_KEY),
      browserLanguages: navigator.languages ?? [navigator.language],
      dismissed: readStored(BANNER_DISMISSED_KEY) !== null,
    });
    setOffered(suggested);
  }, [page]);
  const version = page?.versions.find((v) => v.locale === offered);
  if (!version) return null;
  const dismiss = () => {
    store(BANNER_DISMISSED_KEY, '1');
    setOffered(null);
  };
  return (
    <aside className="language-banner" aria-label={t('languageLabel')}>
      <p>
        {t('languageBannerText', { language: version.nativeName })}{' '}
        <a href={version.path} hrefLang={version.hrefLang} lang={version.hrefLang} onClick={() => store(PREFERRED_LOCALE_KEY, version.locale)}>
          {version.nativeName}
        </a>
      </p>
      <button type="button" className="icon-button" aria-label={t('languageBannerDismiss')} onClick={dismiss}>
        <X size={18} aria-hidden="true" />
      </button>
    </aside>
  );
}
