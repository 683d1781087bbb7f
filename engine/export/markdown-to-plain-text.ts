import type { Nodes, RootContent } from 'mdast';
import { parseMarkdown } from './parse-markdown.ts';

// Plain text for the clipboard's text/plain and the .txt download: the Markdown syntax goes
// (no **, #, fences or pipes), the structure stays readable (blank lines between blocks,
// bullets and numbers on list items, table cells separated by tabs).

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'html':
      return '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inline).join('') : '';
  }
}

function block(node: RootContent, indent = ''): string {
  switch (node.type) {
    case 'heading':
    case 'paragraph':
      return indent + inline(node).replace(/\n/g, `\n${indent}`);
    case 'code':
      return node.value
        .split('\n')
        .map((l) => indent + l)
        .join('\n');
    case 'blockquote':
      return node.children.map((c) => block(c, indent)).join('\n\n');
    case 'list':
      return node.children
        .map((item, i) => {
          const marker = node.ordered ? `${(node.start ?? 1) + i}. ` : '- ';
          const inner = item.children.map((c) => block(c, indent + ' '.repeat(marker.length))).join('\n');
          return indent + marker + inner.slice(indent.length + marker.length);
        })
        .join('\n');
    case 'table':
      return node.children.map((row) => indent + row.children.map((cell) => inline(cell)).join('\t')).join('\n');
    case 'thematicBreak':
      return indent + '---';
    case 'html':
      return '';
    default:
      return indent + inline(node as Nodes);
  }
}

export function markdownToPlainText(markdown: string): string {
  return parseMarkdown(markdown)
    .children.map((n) => block(n))
    .filter((s) => s.trim() !== '')
    .join('\n\n');
}
