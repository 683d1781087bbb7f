import type { Nodes, RootContent } from 'mdast';
import { parseMarkdown } from '../export/parse-markdown.ts';

// The text a speech voice reads for a Markdown answer: what a reader sees, without what only the
// eye needs. Code (blocks and inline) is dropped, a link keeps its text, an image its alt text,
// each heading, paragraph, list item and table row is a line of its own (a sentence break for the
// splitter), and no Markdown symbol is left for the voice to spell out.

/** Symbols a voice would read aloud ("asterisk", "number sign"): none of them is part of the words. */
const EMPHASIS_SYMBOLS = /[*`~]+/g;
/** These may stand between words (a table row not yet parsed as a table): a space keeps the words apart. */
const SEPARATING_SYMBOLS = /[#|]+/g;

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
      // A soft line break inside a paragraph is a space: the sentence goes on.
      return node.value.replace(/\s*\n\s*/g, ' ');
    case 'inlineCode':
    case 'html':
      return '';
    case 'break':
      return ' ';
    case 'image':
      return node.alt ?? '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inline).join('') : '';
  }
}

function lines(node: RootContent): string[] {
  switch (node.type) {
    case 'code':
    case 'html':
    case 'thematicBreak':
    case 'definition':
      return [];
    case 'blockquote':
    case 'listItem':
      return node.children.flatMap(lines);
    case 'list':
      return node.children.flatMap(lines);
    case 'table':
      // A row reads as one sentence: its cells, comma separated.
      return node.children.map((row) =>
        row.children
          .map((cell) => inline(cell).trim())
          .filter((c) => c !== '')
          .join(', '),
      );
    default:
      return [inline(node as Nodes)];
  }
}

/** Tidies one line: no Markdown symbol, single spaces. */
function clean(line: string): string {
  return line.replace(EMPHASIS_SYMBOLS, '').replace(SEPARATING_SYMBOLS, ' ').replace(/[ \t\u00a0]+/g, ' ').trim();
}

/**
 * The speakable text of `markdown`: one line per heading, paragraph, list item or table row,
 * separated by a line feed (a sentence boundary), with no code and no Markdown symbols.
 */
export function markdownToSpeech(markdown: string): string {
  return parseMarkdown(markdown)
    .children.flatMap(lines)
    .map(clean)
    .filter((l) => l !== '')
    .join('\n');
}
