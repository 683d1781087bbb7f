// The web app manifest of each locale (written by scripts/write-service-worker.ts). One app for the
// whole site: every locale's manifest has the same id and scope, so installing it from any language
// installs the same app; only its start page, language, direction and words follow the page it was
// installed from (English at /manifest.webmanifest, the others at /<locale>/manifest.webmanifest).
import { DEFAULT_LOCALE, localizePath, type Locale } from '../i18n/locales.ts';
import { LOCALE_INFO } from '../i18n/locale-info.ts';

/** The light theme's primary colour (the site's header and buttons) and page background. */
export const THEME_COLOR = { light: '#4338ca', dark: '#0b1020' } as const;
export const BACKGROUND_COLOR = '#f8fafc';
/** The name under the icon on a home screen, where the full name would be cut (the brand, not translated). */
const SHORT_NAME = 'AI Writing';

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: typeof APP_ICONS;
}

/** Where the manifest of `locale` is served. */
export function manifestPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;
}

/** The manifest of `locale`: `name` is the site's name, `description` its one-line summary, both in that language. */
export function webManifest(locale: Locale, words: { name: string; description: string }): WebManifest {
  const info = LOCALE_INFO[locale];
  return {
    id: '/',
    name: words.name,
    short_name: SHORT_NAME,
    description: words.description,
    lang: info.htmlLang,
    dir: info.dir,
    start_url: localizePath('/', locale),
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR.light,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS,
  };
}
