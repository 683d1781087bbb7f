import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { SelectionRewrite } from './selection-rewrite.ts';

function makeExtensions(placeholder: string) {
  return [
    StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Placeholder.configure({ placeholder }),
    SelectionRewrite,
  ];
}

// Made once per placeholder text: the workspace asks on every render (each keystroke) and reads them once.
const made = new Map<string, ReturnType<typeof makeExtensions>>();

/**
 * The editor's schema: what it can hold is exactly what these extensions define; anything else
 * pasted is dropped. `placeholder` is the empty area's hint, in the page's language.
 */
export function editorExtensions(placeholder: string): ReturnType<typeof makeExtensions> {
  let extensions = made.get(placeholder);
  if (!extensions) made.set(placeholder, (extensions = makeExtensions(placeholder)));
  return extensions;
}
