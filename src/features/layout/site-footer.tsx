import { Link } from 'react-router';
import { SITE_NAVIGATION } from '../../../engine/catalogue/site-navigation.ts';
import { useSocialUrl } from '../config/site-contact.tsx';

// Data (tools/site-pages.json): a tool page's address is never spelled in code.
const QUICK_LINKS = SITE_NAVIGATION.footerQuickLinks;
const LEGAL = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
];
const CONNECT = [
  { to: '/contact', label: 'Contact' },
  { to: '/tools-suggest', label: 'Suggest a Tool' },
  { to: '/report-bug', label: 'Report a Bug' },
];

function Column({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title} className="footer-column">
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const socialUrl = useSocialUrl();
  return (
    <footer id="site-footer" className="site-footer">
      <div className="footer-inner">
        <Column title="Quick Links" links={QUICK_LINKS} />
        <Column title="Legal" links={LEGAL} />
        <nav aria-label="Connect" className="footer-column">
          <h2 className="footer-heading">Connect</h2>
          <ul>
            {CONNECT.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
            {socialUrl && (
              <li>
                <a href={socialUrl} rel="noopener noreferrer me" target="_blank">
                  Follow us<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="footer-bottom">
        © {new Date().getFullYear()} AI Writing Tools. Free AI writing tools for everyone, no account needed.
      </p>
    </footer>
  );
}
