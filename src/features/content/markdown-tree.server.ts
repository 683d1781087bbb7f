import type { List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ProseBlock, ProseInline } from './prose-tree.ts';

// Content Markdown becomes the small tree of prose-tree.ts at build time. Only what the prose
// pages use is accepted (headings 2-3, paragraphs, bullet lists, tables, bold, italics, code,
// links); anything else, raw HTML included, is an error, so a translation cannot slip markup in.
// `{name}` in text is a slot the page fills at run time. `resolveHref` localizes link targets.

export type ResolveHref = (href: string) => string;

const parser = unified().use(remarkParse).use(remarkGfm);

export function markdownToBlocks(markdown: string, resolveHref: ResolveHref): ProseBlock[] {
  const root = parser.parse(markdown) as Root;
  return root.children.map((node) => blockOf(node, resolveHref));
}

/** Inline Markdown only (one paragraph), e.g. a front matter notice. */
export function markdownToInline(markdown: string, resolveHref: ResolveHref): ProseInline[] {
  const [block, ...rest] = markdownToBlocks(markdown, resolveHref);
  if (!block || rest.length > 0 || block.t !== 'p') throw new Error(`expected one paragraph of inline Markdown: ${markdown}`);
  return block.c;
}

function blockOf(node: RootContent, resolveHref: ResolveHref): ProseBlock {
  switch (node.type) {
    case 'heading':
      if (node.depth !== 2 && node.depth !== 3) throw new Error(`only ## and ### headings are allowed (found level ${node.depth})`);
      return { t: node.depth === 2 ? 'h2' : 'h3', c: inlines(node.children, resolveHref) };
    case 'paragraph':
      return { t: 'p', c: inlines(node.children, resolveHref) };
    case 'list':
      return listOf(node, resolveHref);
    case 'table':
      return tableOf(node, resolveHref);
    default:
      throw new Error(`Markdown "${node.type}" is not allowed in page content`);
  }
}

function listOf(node: List, resolveHref: ResolveHref): ProseBlock {
  if (node.ordered) throw new Error('numbered lists are not used in page content');
  const items = node.children.map((item: ListItem) => item.children.map((child) => blockOf(child, resolveHref)));
  const cards = items.length > 0 && items.every((blocks) => blocks[0]?.t === 'h3');
  const tight = !node.spread && items.every((blocks) => blocks.length === 1 && blocks[0]?.t === 'p');
  return { t: 'ul', kind: cards ? 'cards' : tight ? 'tight' : 'loose', items };
}

function tableOf(node: Table, resolveHref: ResolveHref): ProseBlock {
  const [head, ...rows] = node.children.map((row) => row.children.map((cell) => inlines(cell.children, resolveHref)));
  return { t: 'table', head: head ?? [], rows };
}

function inlines(nodes: readonly PhrasingContent[], resolveHref: ResolveHref): ProseInline[] {
  return nodes.flatMap((node) => inlineOf(node, resolveHref));
}

function inlineOf(node: PhrasingContent, resolveHref: ResolveHref): ProseInline[] {
  switch (node.type) {
    case 'text':
      return textWithSlots(node.value);
    case 'strong':
      return [{ t: 'strong', c: inlines(node.children, resolveHref) }];
    case 'emphasis':
      return [{ t: 'em', c: inlines(node.children, resolveHref) }];
    case 'inlineCode':
      return [{ t: 'code', v: node.value }];
    case 'link':
      return [{ t: 'link', href: resolveHref(node.url), c: inlines(node.children, resolveHref) }];
    default:
      throw new Error(`Markdown "${node.type}" is not allowed in page content`);
  }
}

/** "Fair use. {fairUse}" → text, then a slot named fairUse. */
function textWithSlots(value: string): ProseInline[] {
  return value
    .split(/(\{[A-Za-z]+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{[A-Za-z]+\}$/.test(part) ? { t: 'slot', name: part.slice(1, -1) } : part));
}
