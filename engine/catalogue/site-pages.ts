import sitePages from '../../tools/site-pages.json';
import type { NavLink, OwnPage } from '../validation/generated/types.ts';

// The addresses of the pages of their own and the site's menus are data (tools/site-pages.json),
// like the tools: code refers to a page by its id and never spells a tool page's address.

export type { NavLink, OwnPage };

export const OWN_PAGES: readonly OwnPage[] = sitePages.ownPages;

export const SITE_NAVIGATION: Readonly<Record<keyof typeof sitePages.navigation, readonly NavLink[]>> = sitePages.navigation;

/** The address of a page of its own, by its id in tools/site-pages.json. */
export function ownPagePath(id: string): string {
  const page = OWN_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`tools/site-pages.json has no own page "${id}"`);
  return page.path;
}
