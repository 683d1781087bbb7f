import { Menu, PenLine, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LazyAuthButton as AuthButton } from '../likes/lazy-likes.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { SITE_NAVIGATION } from '../../../engine/catalogue/site-navigation.ts';
import { SeoToolsMenu } from './seo-tools-menu.tsx';

// The links are data (tools/site-pages.json): a tool page's address is never spelled in code.
const { headerBefore: LINKS_BEFORE, headerAfter: LINKS_AFTER } = SITE_NAVIGATION;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
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
        Skip to content
      </a>
      <div className="header-inner">
        <Link to="/" className="logo" aria-label="AI Writing Tools home">
          <PenLine size={22} aria-hidden="true" />
          <span>AI Writing Tools</span>
        </Link>
        <nav aria-label="Main" className="main-nav" data-open={menuOpen}>
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
            {LINKS_BEFORE.map(navLink)}
            <li>
              <SeoToolsMenu onNavigate={close} />
            </li>
            {LINKS_AFTER.map(navLink)}
          </ul>
        </nav>
        <div className="header-actions">
          <AuthButton />
          <ThemeToggle />
          <button
            id="menu-button"
            type="button"
            className="icon-button menu-button"
            aria-label="Menu"
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
