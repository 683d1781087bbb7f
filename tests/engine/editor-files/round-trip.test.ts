import { Packer } from 'docx';
import type { Element, ElementContent, Root } from 'hast';
import fc from 'fast-check';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { docxToHtml } from '../../../engine/editor/files/docx-to-html.ts';
import { editorHtmlToMdast } from '../../../engine/export/editor-html-to-mdast.ts';
import { mdastToDocument } from '../../../engine/export/markdown-to-docx.ts';
import { markdownToSafeHtml } from '../../../engine/export/markdown-to-html.ts';
import { mdastToSafeHtml } from '../../../engine/export/mdast-to-html.ts';
import { mdastToMarkdown } from '../../../engine/export/mdast-to-markdown.ts';

// Round trips of the editor's document through the files it saves and opens: generated documents
// (headings 1-3, paragraphs with bold, italic and links, bullet and numbered lists, alignment)
// as the editor's HTML -> .docx (docx package) -> mammoth -> HTML, and -> .md -> HTML; the
// structure read back must be the structure written.

type Align = 'center' | 'right' | 'justify' | undefined;
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href?: string;
}
interface Block {
  kind: 'h1' | 'h2' | 'h3' | 'p' | 'ul' | 'ol';
  align: Align;
  runs: Run[];
}

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
const run: fc.Arbitrary<Run> = fc.oneof(
  fc.record({ text: words, bold: fc.boolean(), italic: fc.boolean() }),
  fc.record({ text: words, bold: fc.constant(false), italic: fc.constant(false), href: word.map((w) => `https://example.com/${w}`) }),
);
const align = fc.constantFrom<Align>(undefined, 'center', 'right', 'justify');
const block: fc.Arbitrary<Block> = fc.record({ kind: fc.constantFrom('h1', 'h2', 'h3', 'p', 'ul', 'ol'), align, runs: fc.array(run, { minLength: 1, maxLength: 4 }) }).map((b) => (b.kind === 'ul' || b.kind === 'ol' ? { ...b, align: undefined } : b));
const documentArb = fc.array(block, { minLength: 1, maxLength: 8 });

function runHtml(r: Run): string {
  let html = r.text;
  if (r.italic) html = `<em>${html}</em>`;
  if (r.bold) html = `<strong>${html}</strong>`;
  return r.href ? `<a href="${r.href}">${html}</a>` : html;
}

/** The document as TipTap's getHTML() writes it: runs separated by a space, list items with a paragraph inside. */
function editorHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      const inline = b.runs.map(runHtml).join(' ');
      const style = b.align ? ` style="text-align: ${b.align}"` : '';
      if (b.kind === 'ul' || b.kind === 'ol') return `<${b.kind}><li><p>${inline}</p></li></${b.kind}>`;
      return `<${b.kind}${style}>${inline}</${b.kind}>`;
    })
    .join('');
}

/** The structure of HTML read back: blocks in order, each with its runs merged where their formatting is the same. */
function structureOf(html: string): Block[] {
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html) as Root;
  const blocks: Block[] = [];
  const inline = (nodes: readonly ElementContent[], style: Omit<Run, 'text'>, into: Run[]) => {
    for (const node of nodes) {
      if (node.type === 'text') into.push({ text: node.value, ...style });
      else if (node.type === 'element') {
        const tag = node.tagName;
        inline(node.children, { ...style, ...(tag === 'strong' || tag === 'b' ? { bold: true } : {}), ...(tag === 'em' || tag === 'i' ? { italic: true } : {}), ...(tag === 'a' ? { href: String(node.properties.href) } : {}) }, into);
      }
    }
  };
  const visit = (nodes: readonly (ElementContent | Root['children'][number])[], list?: 'ul' | 'ol') => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const el = node as Element;
      if (el.tagName === 'ul' || el.tagName === 'ol') visit(el.children, el.tagName);
      else if (el.tagName === 'li') {
        const runs: Run[] = [];
        inline(el.children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c])), { bold: false, italic: false }, runs);
        blocks.push({ kind: list ?? 'ul', align: undefined, runs: normalize(runs) });
      } else if (['h1', 'h2', 'h3', 'p'].includes(el.tagName)) {
        const runs: Run[] = [];
        inline(el.children, { bold: false, italic: false }, runs);
        const style = /text-align:\s*([a-z]+)/.exec(String(el.properties.style ?? ''))?.[1] as Align;
        blocks.push({ kind: el.tagName as Block['kind'], align: style, runs: normalize(runs) });
      }
    }
  };
  visit(tree.children);
  return blocks;
}

/** Runs as text with formatting, whitespace collapsed and adjacent runs of the same formatting merged. */
function normalize(runs: readonly Run[]): Run[] {
  const out: Run[] = [];
  for (const r of runs) {
    const last = out.at(-1);
    // A space between two runs belongs to neither: formats differ on either side of it.
    if (last && last.bold === r.bold && last.italic === r.italic && last.href === r.href) last.text += r.text;
    else if (r.text.trim() === '' && last) last.text += r.text;
    else out.push({ ...r, ...(r.href === undefined ? { href: undefined } : {}) });
  }
  return out.map((r) => ({ ...r, text: r.text.replace(/\s+/g, ' ').trim() })).filter((r) => r.text !== '');
}

/** What should come back: the runs with the spaces between them (editorHtml), normalised the same way. */
const expected = (blocks: readonly Block[], keepAlign: boolean): Block[] =>
  blocks.map((b) => ({ ...b, align: keepAlign ? b.align : undefined, runs: normalize(b.runs.flatMap((r, i) => (i === 0 ? [r] : [{ text: ' ', bold: false, italic: false }, r]))) }));

describe('editor files round trip', () => {
  it('round trip: editor -> .docx -> editor keeps headings, lists, bold, italic, links and alignment', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, async (blocks) => {
        const buffer = await Packer.toBuffer(mdastToDocument(editorHtmlToMdast(editorHtml(blocks)), 'Round trip'));
        const html = await docxToHtml({ buffer });
        expect(structureOf(html)).toEqual(expected(blocks, true));
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('round trip: editor -> .md -> editor keeps headings, lists, bold, italic and links (Markdown has no alignment)', () => {
    fc.assert(
      fc.property(documentArb, (blocks) => {
        const markdown = mdastToMarkdown(editorHtmlToMdast(editorHtml(blocks)));
        expect(structureOf(markdownToSafeHtml(markdown))).toEqual(expected(blocks, false));
      }),
      { numRuns: 100 },
    );
  }, 240_000);

  it('the .html save keeps alignment as a text-align style and nothing else in style attributes', () => {
    const tree = editorHtmlToMdast('<h2 style="text-align: center">Title</h2><p style="text-align: right; color: red">Right</p><p style="color: red">Plain</p>');
    expect(mdastToSafeHtml(tree)).toBe('<h2 style="text-align: center">Title</h2>\n<p style="text-align: right">Right</p>\n<p>Plain</p>');
  });
});
