import { SITE_NAVIGATION, type NavLink } from '../../engine/catalogue/site-navigation.ts';
import { localizePath, type Locale } from '../../engine/i18n/locales.ts';
import type { CompiledNamespace } from './compiled-message.ts';
import { loadNamespace } from './load-messages.server.ts';
import { pageIdentity } from './page-alternates.server.ts';

// Route loaders only: the header's and footer's menus (tools/site-pages.json) in the page's
// language, delivered as data so no locale's labels are in the JavaScript. A label is the
// `navigation` namespace's message keyed by the link's English address; a link goes to the
// page's version in that language, or to the English page when it has none yet.

export type SiteNavigation = Record<keyof typeof SITE_NAVIGATION, NavLink[]>;

/** The address of an English page as seen from a page in `locale`: its version there when it has one. */
export function localizedHref(englishPath: string, locale: Locale): string {
  const { available } = pageIdentity(`http://site${englishPath}`);
  return available.includes(locale) ? localizePath(englishPath, locale) : englishPath;
}

function labelOf(link: NavLink, labels: CompiledNamespace): string {
  const label = labels[link.to];
  return typeof label === 'string' ? label : link.label;
}

export function localizedNavigation(locale: Locale): SiteNavigation {
  const labels = loadNamespace(locale, 'navigation');
  const entries = Object.entries(SITE_NAVIGATION).map(([menu, links]) => [
    menu,
    links.map((link) => ({ to: localizedHref(link.to, locale), label: labelOf(link, labels) })),
  ]);
  return Object.fromEntries(entries) as SiteNavigation;
}
