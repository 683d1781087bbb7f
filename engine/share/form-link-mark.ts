// Kept apart from the codec (form-link.ts, lz-string): a tool page checks its fragment for a form
// link with this alone, and loads the codec only when one is there.

/** What a form link's fragment starts with, so it is told apart from a share link or a page anchor. */
export const FORM_LINK_MARK = 'form=';

/** True when the page's fragment (with or without '#') is a form link's. */
export function isFormFragment(hash: string): boolean {
  return (hash.startsWith('#') ? hash.slice(1) : hash).startsWith(FORM_LINK_MARK);
}
