import type { Element, Root as HastRoot } from 'hast';
import type { Heading, Paragraph, Root } from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import { unified } from 'unified';
import { alignmentOfStyle, type BlockAlignment } from './block-alignment.ts';

const parser = unified().use(rehypeParse, { fragment: true });
const toMdast = unified().use(rehypeRemark);
const ALIGNABLE = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Each aligned paragraph's or heading's alignment, by where it starts in the HTML. */
function alignmentsByOffset(tree: HastRoot): Map<number, BlockAlignment> {
  const found = new Map<number, BlockAlignment>();
  const visit = (node: HastRoot | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const align = ALIGNABLE.has(child.tagName) ? alignmentOfStyle(child.properties.style) : undefined;
      const offset = child.position?.start.offset;
      if (align && offset !== undefined) found.set(offset, align);
      visit(child);
    }
  };
  visit(tree);
  return found;
}

function applyAlignments(node: Root | Root['children'][number], found: ReadonlyMap<number, BlockAlignment>): void {
  if (node.type === 'paragraph' || node.type === 'heading') {
    const align = found.get(node.position?.start.offset ?? -1);
    if (align) (node as Paragraph | Heading).data = { ...node.data, align };
    return;
  }
  if ('children' in node) for (const child of node.children) applyAlignments(child as Root['children'][number], found);
}

/**
 * The editor's HTML (TipTap's getHTML) as a Markdown syntax tree, the shape every export starts
 * from. rehype-remark maps the structure (headings, lists, bold, italic, links); a paragraph's or
 * heading's alignment (style="text-align: ...") has no Markdown form, so it is matched back by
 * position and kept in the node's data (block-alignment.ts) for the writers that can show it.
 */
export function editorHtmlToMdast(html: string): Root {
  const hast = parser.parse(html);
  const found = alignmentsByOffset(hast);
  const tree = toMdast.runSync(hast) as Root;
  applyAlignments(tree, found);
  return tree;
}
