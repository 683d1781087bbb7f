import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remoteImagesToLinks } from '../markdown/remote-images.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The Markdown syntax tree (GFM: tables, strikethrough) every export starts from. */
export function parseMarkdown(markdown: string): Root {
  // A remote image is a link in every export too (docx, plain text), as on the page.
  return remoteImagesToLinks(parser.runSync(parser.parse(markdown)) as Root);
}
