import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { SelectionRewrite } from './selection-rewrite.ts';

/** The editor's schema: what it can hold is exactly what these extensions define; anything else pasted is dropped. */
export const editorExtensions = [
  StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  Placeholder.configure({ placeholder: 'Start typing here...' }),
  SelectionRewrite,
];
