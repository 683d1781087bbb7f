import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { LanguageBannerSlot } from './features/i18n-seo/language-banner-slot.tsx';
import { LanguageHead } from './features/i18n-seo/language-head.tsx';
import { LocaleHomeRedirect } from './features/i18n-seo/locale-home-redirect.tsx';
import { InstallableAppHead } from './features/installable-app/installable-app-head.tsx';
import { loadLanguageSwitcherForPrerender } from './features/i18n-seo/lazy-language-switcher.tsx';
import { loadMessages } from './i18n/load-messages.server.ts';
import { ROOT_NAMESPACES } from './i18n/namespaces.ts';
import type { RootData } from './i18n/root-data.ts';
import { pageLanguages } from './i18n/page-alternates.server.ts';
import { localizedNavigation } from './i18n/site-navigation.server.ts';
import { useMessages } from './i18n/use-messages.ts';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import { THEME_BOOT_SCRIPT } from './features/theme/theme.ts';
import { earlyInputScript, type EarlyInputWindow } from './features/early-input/early-input-script.ts';

const BEFORE_STYLESHEET =
  '@supports (content-visibility: auto) and (width: round(up, 1px, 1px)) { .category-section { content-visibility: auto; contain-intrinsic-block-size: auto 1000px } }';
import './styles/base.css';
import './styles/bidi.css';
import './styles/layout.css';
import './styles/home.css';
import './styles/tool-page.css';
import './styles/pages.css';
import './styles/forms.css';
import './styles/renderer-styles.ts';
import './styles/motion.css';
import './styles/saved-results.css';
import './styles/result-actions.css';
import './styles/print.css';

// Runs when the build prerenders each page (and for its .data file): the page's language, its
// language versions (hreflang, the switcher) and the layout's messages in that language only.
export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  await loadLanguageSwitcherForPrerender();
  const languages = pageLanguages(request.url);
  return { ...languages, navigation: localizedNavigation(languages.locale), messages: loadMessages(languages.locale, ROOT_NAMESPACES) };
}

export function Layout({ children }: { children: ReactNode }) {
  const page = useRouteLoaderData<typeof loader>('root');
  // The outermost component: its effect runs after every other effect of the hydration commit, so
  // each listener is attached when the held input is replayed (whichever of the app, its loading
  // fallback or its error page is inside).
  useEffect(() => (window as EarlyInputWindow).__earlyInput?.flush(), []);
  return (
    <html lang={page?.htmlLang ?? 'en'} dir={page?.dir ?? 'ltr'} data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before any paint: apply the saved theme so dark never flashes light. Like the script
            below, only the prerender writes its text (hydration keeps the page's script). */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_BOOT_SCRIPT : '' }} suppressHydrationWarning />
        {/* Before any input can arrive: clicks and keys that come before the app has hydrated are
            kept and replayed once it has (features/early-input). A fixed text, allowed by hash. Only
            the prerender writes it: hydration keeps the page's script as it is, so the browser's
            bundle does without the text. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInputScript() : '' }} suppressHydrationWarning />
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
        {/* Only in the prerendered HTML, where crawlers read them: the browser's bundle does without
            them (React 19 hydration skips head tags it did not render). */}
        {import.meta.env.SSR && page && <LanguageHead page={page} />}
        {/* The manifest, the browser bar's colours and the service worker's registration: prerender only too. */}
        {import.meta.env.SSR && page && <InstallableAppHead locale={page.locale} />}
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
      <LanguageBannerSlot />
    </div>
  );
}

// The page the gateway serves, with status 404, for every path the build did not prerender: an
// unknown address. With JavaScript the app then goes home (the catch-all route); without it, this
// is what stays, so it says what happened, has a title, and links home in plain HTML. (Without it
// React Router falls back to its development placeholder text.)
export function HydrateFallback() {
  const t = useMessages('not-found');
  const home = useRouteLoaderData<typeof loader>('root')?.home ?? '/';
  return (
    <div className="app">
      <title>{t('title')}</title>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <div className="page narrow not-found">
          <h1>{t('title')}</h1>
          <p>{t('text')}</p>
          <p>
            <a href={home}>{t('homeLink')}</a>
          </p>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A page address with no data file: a locale prefix that is no locale (`/xx/faq`) or a page the
  // locale does not have. Like any unknown address, it goes home.
  if (isRouteErrorResponse(error) && error.status === 404) return <LocaleHomeRedirect />;
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
