import { Link } from 'react-router';
import type { NavLink } from '../../../engine/catalogue/site-navigation.ts';
import type { MessageKey } from '../../i18n/namespaces.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocalePath, usePageLanguages } from '../../i18n/use-page-languages.ts';
import { useSocialUrl } from '../config/site-contact.tsx';
import { LazyLanguageSwitcher as LanguageSwitcher } from '../i18n-seo/lazy-language-switcher.tsx';

// Pages every locale has: each link is the page in the visitor's language.
const LEGAL: ReadonlyArray<{ to: string; label: MessageKey<'layout'> }> = [
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/terms-of-service', label: 'termsOfService' },
  { to: '/cookie-policy', label: 'cookiePolicy' },
  { to: '/disclaimer', label: 'disclaimer' },
];
const CONNECT: ReadonlyArray<{ to: string; label: MessageKey<'layout'> }> = [
  { to: '/contact', label: 'contact' },
  { to: '/tools-suggest', label: 'suggestTool' },
  { to: '/report-bug', label: 'reportBug' },
];

function LinkItems({ links }: { links: readonly NavLink[] }) {
  return links.map((l) => (
    <li key={l.to}>
      <Link to={l.to}>{l.label}</Link>
    </li>
  ));
}

export function SiteFooter() {
  const socialUrl = useSocialUrl();
  const t = useMessages('layout');
  const localePath = useLocalePath();
  const localized = (links: typeof LEGAL) => links.map((l) => ({ to: localePath(l.to), label: t(l.label) }));
  // Data (tools/site-pages.json), in the page's language from the root loader.
  const quickLinks = usePageLanguages()?.navigation.footerQuickLinks ?? [];
  return (
    <footer id="site-footer" className="site-footer">
      <div className="footer-inner">
        <nav aria-label={t('footerQuickLinks')} className="footer-column">
          <h2 className="footer-heading">{t('footerQuickLinks')}</h2>
          <ul>
            <LinkItems links={quickLinks} />
          </ul>
        </nav>
        <nav aria-label={t('footerLegal')} className="footer-column">
          <h2 className="footer-heading">{t('footerLegal')}</h2>
          <ul>
            <LinkItems links={localized(LEGAL)} />
          </ul>
        </nav>
        <nav aria-label={t('footerConnect')} className="footer-column">
          <h2 className="footer-heading">{t('footerConnect')}</h2>
          <ul>
            <LinkItems links={localized(CONNECT)} />
            {socialUrl && (
              <li>
                <a href={socialUrl} rel="noopener noreferrer me" target="_blank">
                  {t('followUs')}
                  <span className="visually-hidden"> {t('opensInNewTab')}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="footer-bottom">
        <LanguageSwitcher />
        <p>{t('footerTagline', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
