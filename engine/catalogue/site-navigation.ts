import { navigation } from '../../tools/site-pages.json';
import type { NavLink } from '../validation/generated/types.ts';

// The links of the header, its SEO Tools menu and the footer are data (tools/site-pages.json), like
// the tools: code never spells a tool page's address. Only the "navigation" part is imported (a
// named import of the JSON), so every page's first JavaScript carries the menus and not the file's
// build-time fields ($schema, the own pages' route modules).

export type { NavLink };

export const SITE_NAVIGATION: Readonly<Record<keyof typeof navigation, readonly NavLink[]>> = navigation;
