// The import attribute lets Node's own loader read this module too (the browser tests list the pages through it).
import sitePages from '../../tools/site-pages.json' with { type: 'json' };
import type { OwnPage } from '../validation/generated/types.ts';

// The addresses of the pages of their own are data (tools/site-pages.json), like the tools: code
// refers to a page by its id and never spells a tool page's address. The menus' links are read
// from the same file by site-navigation.ts.

export type { OwnPage };

export const OWN_PAGES: readonly OwnPage[] = sitePages.ownPages;

/** The address of a page of its own, by its id in tools/site-pages.json. */
export function ownPagePath(id: string): string {
  const page = OWN_PAGES.find((p) => p.id === id);
  if (!page) throw new Error(`tools/site-pages.json has no own page "${id}"`);
  return page.path;
}
