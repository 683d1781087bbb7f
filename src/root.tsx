import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import { THEME_BOOT_SCRIPT } from './features/theme/theme.ts';

const BEFORE_STYLESHEET =
  '@supports (content-visibility: auto) and (width: round(up, 1px, 1px)) { .category-section { content-visibility: auto; contain-intrinsic-block-size: auto 1000px } }';
import './styles/base.css';
import './styles/layout.css';
import './styles/home.css';
import './styles/tool-page.css';
import './styles/pages.css';
import './styles/editor.css';
import './styles/title-search.css';
import './styles/forms.css';
import './styles/images.css';
import './styles/motion.css';
import './styles/saved-results.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before any paint: apply the saved theme so dark never flashes light. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* No paint until the page is parsed up to its footer: a first paint of half a page (the
            browser may paint while it parses) showed the tool page's sidebar at the top, then pushed
            it 800 px down when the form arrived (CLS 0.87 on a busy phone). Browsers without
            render-blocking "expect" links ignore it. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {/* Before the stylesheet: the home page's 13 categories are already laid out only near
            the viewport (the stylesheet's rule, home.css, gives their real size estimates).
            Chromium may lay the page out while the stylesheet is still on its way (it did so in
            Lighthouse's runs whenever the stylesheet came after the HTML was parsed): without
            this, that layout took every one of the home page's 1,500 elements, 13 ms of CPU here,
            for a picture nobody sees (rendering waits for the stylesheet). */}
        <style>{BEFORE_STYLESHEET}</style>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <div className="app">
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

// Shown by pages the build did not prerender (the app shell served for unknown paths) until the
// app has loaded. Without it React Router falls back to its development placeholder text.
export function HydrateFallback() {
  return (
    <div className="app">
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <p className="page narrow" role="status">
          Loading…
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === 'string' ? error.data : '')}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main id="main" className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p className="error-detail">{detail}</p>
      <a href="/">Back to home</a>
    </main>
  );
}
