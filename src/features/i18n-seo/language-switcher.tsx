import { Globe } from 'lucide-react';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { usePageLanguages } from '../../i18n/use-page-languages.ts';
import { PREFERRED_LOCALE_KEY, store } from './language-storage.ts';

/**
 * The language menu (header and footer): a disclosure of plain links to this page in each
 * language (to that language's home when the page has no version in it). It works before the
 * app has hydrated, from the keyboard (Enter or Space opens it, Tab walks the links, Escape
 * closes it), and the choice is remembered for the language banner. Never automatic: the
 * visitor's browser language only ever suggests (language-banner.tsx).
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const page = usePageLanguages();
  const t = useMessages('layout');
  const ref = useRef<HTMLDetailsElement>(null);
  if (!page) return null;
  const current = page.versions.find((v) => v.locale === page.locale);
  const remember = (event: MouseEvent) => {
    const chosen = (event.target as HTMLElement).closest('a')?.dataset.locale;
    if (chosen) store(PREFERRED_LOCALE_KEY, chosen);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    ref.current.open = false;
    ref.current.querySelector('summary')?.focus();
  };
  return (
    <details ref={ref} className={compact ? 'language-switcher header-language' : 'language-switcher footer-language'} onKeyDown={closeOnEscape}>
      {/* In the header an icon like its neighbours (the words are for assistive technology); in the footer the language's name. */}
      <summary className={compact ? 'icon-button' : 'nav-link'} title={compact ? t('languageLabel') : undefined}>
        {compact && <Globe size={18} aria-hidden="true" />}
        <span className={compact ? 'visually-hidden' : undefined}>
          <span className="visually-hidden">{t('languageLabel')}: </span>
          {current?.nativeName}
        </span>
      </summary>
      <ul className="dropdown-menu" onClick={remember}>
        {page.versions.map((v) => (
          <li key={v.locale}>
            <a className="dropdown-item" href={v.path} hrefLang={v.hrefLang} lang={v.hrefLang} data-locale={v.locale} aria-current={v.locale === page.locale || undefined}>
              {v.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
