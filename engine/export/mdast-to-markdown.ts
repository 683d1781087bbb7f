import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

const writer = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', emphasis: '*', strong: '*', rule: '-' });

/** Markdown text of a syntax tree (GFM for strikethrough). Alignment is not written: Markdown has no syntax for it. */
export function mdastToMarkdown(tree: Root): string {
  return writer.stringify(tree);
}
