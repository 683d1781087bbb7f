import { History, Menu, PenLine, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LazyAuthButton as AuthButton } from '../likes/lazy-likes.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocalePath, usePageLanguages } from '../../i18n/use-page-languages.ts';
import { LazyLanguageSwitcher as LanguageSwitcher } from '../i18n-seo/lazy-language-switcher.tsx';
import { SeoToolsMenu } from './seo-tools-menu.tsx';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const t = useMessages('layout');
  const localePath = useLocalePath();
  // The links are data (tools/site-pages.json), in the page's language from the root loader.
  const navigation = usePageLanguages()?.navigation;
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const close = () => setMenuOpen(false);
  const navLink = (item: { to: string; label: string }) => (
    <li key={item.to}>
      <NavLink to={item.to} end className="nav-link" onClick={close}>
        {item.label}
      </NavLink>
    </li>
  );

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      {/* Under the open phone menu (before it, so the menu paints above): a tap anywhere off the
          menu closes it, and lands on this veil rather than on the link or card under the finger. */}
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={close} />}
      <div className="header-inner">
        <Link to={localePath('/')} className="logo" aria-label={t('logoLabel')}>
          <PenLine size={22} aria-hidden="true" />
          {/* The name is a brand in Latin letters on every page: on a right-to-left page, dir=auto keeps
              it left-to-right, so a name cut short keeps its start ("AI Writing…") and not its end. */}
          <span dir="auto">{t('siteName')}</span>
        </Link>
        <nav aria-label={t('mainNav')} className="main-nav" data-open={menuOpen}>
          <ul
            id="main-menu"
            className="nav-list"
            onKeyDown={(e) => {
              if (e.key === 'Escape' && menuOpen) {
                close();
                document.getElementById('menu-button')?.focus();
              }
            }}
          >
            {navigation?.headerBefore.map(navLink)}
            <li>
              <SeoToolsMenu label={t('seoTools')} links={navigation?.seoTools ?? []} onNavigate={close} />
            </li>
            {navigation?.headerAfter.map(navLink)}
          </ul>
        </nav>
        <div className="header-actions">
          <AuthButton />
          {/* The visitor's own saved results, one tap away on every page (not only in the footer). */}
          <NavLink to={localePath('/history')} className="icon-button" aria-label={t('savedResults')} title={t('savedResults')}>
            <History size={18} aria-hidden="true" />
          </NavLink>
          <LanguageSwitcher compact />
          <ThemeToggle />
          <button
            id="menu-button"
            type="button"
            className="icon-button menu-button"
            aria-label={t('menu')}
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </button>
        </div>
      </div>
    </header>
  );
}
