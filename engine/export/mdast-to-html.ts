import type { Root } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { ALIGNMENT_STYLE } from './block-alignment.ts';
import { markdownToHtmlDocument } from './markdown-to-html.ts';

// The editor's document as HTML. Its own module so the results' exporter (markdown-to-html.ts,
// part of a tool page's first JavaScript) does not grow: this one loads only when the editor saves.

const ALIGNED = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
// The results' sanitising (GitHub's schema), with one addition: a paragraph or heading may keep a
// text-align style (block-alignment.ts), and nothing else in a style attribute.
const alignedSchema = {
  ...defaultSchema,
  attributes: { ...defaultSchema.attributes, ...Object.fromEntries(ALIGNED.map((tag) => [tag, [...(defaultSchema.attributes?.[tag] ?? []), ['style', ALIGNMENT_STYLE]]])) },
};
const treeToHtml = unified().use(remarkRehype).use(rehypeSanitize, alignedSchema).use(rehypeStringify);

/** Sanitised HTML of a syntax tree whose paragraphs and headings may carry an alignment (the editor's document). */
export function mdastToSafeHtml(tree: Root): string {
  const copy = structuredClone(tree);
  const align = (node: Root | Root['children'][number]) => {
    if ((node.type === 'paragraph' || node.type === 'heading') && node.data?.align) node.data.hProperties = { ...node.data.hProperties, style: `text-align: ${node.data.align}` };
    if ('children' in node) node.children.forEach((c) => align(c as Root['children'][number]));
  };
  align(copy);
  return treeToHtml.stringify(treeToHtml.runSync(copy));
}

/** The editor's document as a standalone .html file, in the results' .html shell, alignment kept. */
export function mdastToHtmlDocument(tree: Root, title: string): string {
  return markdownToHtmlDocument('', title).replace('<body>\n\n</body>', () => `<body>\n${mdastToSafeHtml(tree)}\n</body>`);
}
