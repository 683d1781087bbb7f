import type { PageMessages } from './load-messages.server.ts';
import type { PageLanguages } from './page-alternates.server.ts';
import type { SiteNavigation } from './site-navigation.server.ts';

/** What the root loader (src/root.tsx) gives every page: its language, language versions, menus and layout messages. */
export interface RootData extends PageLanguages {
  navigation: SiteNavigation;
  messages: PageMessages;
}
