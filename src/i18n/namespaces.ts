import type calculator from './messages/en/calculator.json';
import type editor from './messages/en/editor.json';
import type editorVersions from './messages/en/editor-versions.json';
import type common from './messages/en/common.json';
import type errors from './messages/en/errors.json';
import type forms from './messages/en/forms.json';
import type home from './messages/en/home.json';
import type image from './messages/en/image.json';
import type layout from './messages/en/layout.json';
import type navigation from './messages/en/navigation.json';
import type notFound from './messages/en/not-found.json';
import type titleSearch from './messages/en/title-search.json';
import type saved from './messages/en/saved.json';
import type share from './messages/en/share.json';
import type toolPage from './messages/en/tool-page.json';
import type favourites from './messages/en/favourites.json';
import type likes from './messages/en/likes.json';
import type outputControls from './messages/en/output-controls.json';
import type result from './messages/en/result.json';
import type readAloud from './messages/en/read-aloud.json';
import type documents from './messages/en/documents.json';

// Every namespace of interface messages, typed from its English file: English is the source of
// the keys (a `t('key')` that English lacks fails the typecheck). A new namespace is a new
// messages/en/<name>.json plus one line here and one in NAMESPACES.

export interface Namespaces {
  calculator: typeof calculator;
  editor: typeof editor;
  'editor-versions': typeof editorVersions;
  common: typeof common;
  errors: typeof errors;
  forms: typeof forms;
  home: typeof home;
  image: typeof image;
  layout: typeof layout;
  navigation: typeof navigation;
  'not-found': typeof notFound;
  saved: typeof saved;
  share: typeof share;
  'title-search': typeof titleSearch;
  'tool-page': typeof toolPage;
  favourites: typeof favourites;
  likes: typeof likes;
  'output-controls': typeof outputControls;
  result: typeof result;
  'read-aloud': typeof readAloud;
  documents: typeof documents;
}

export type Namespace = keyof Namespaces;
export type MessageKey<N extends Namespace> = keyof Namespaces[N] & string;

export const NAMESPACES: readonly Namespace[] = ['calculator', 'common', 'editor', 'editor-versions', 'errors', 'forms', 'home', 'image', 'layout', 'navigation', 'not-found', 'saved', 'share', 'title-search', 'tool-page', 'favourites', 'likes', 'output-controls', 'result', 'read-aloud', 'documents'];

/** The namespaces the root route delivers on every page (header, footer, error and not-found pages). */
// common: the theme toggle (header) and Generate / Stop Generation; favourites: the star on every
// tool card and tool page; likes: the header's sign-in button.
export const ROOT_NAMESPACES = ['common', 'layout', 'not-found', 'favourites', 'likes'] as const satisfies readonly Namespace[];

/** The namespaces every tool page reads (its frame, result and controls, the Saved results drawer, "Add a file", read aloud); a renderer adds its own (renderer.json `messages`). */
export const TOOL_PAGE_NAMESPACES = ['saved', 'tool-page', 'result', 'output-controls', 'read-aloud', 'documents'] as const satisfies readonly Namespace[];
