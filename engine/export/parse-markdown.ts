import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The Markdown syntax tree (GFM: tables, strikethrough) every export starts from. */
export function parseMarkdown(markdown: string): Root {
  return parser.runSync(parser.parse(markdown)) as Root;
}
