import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { Nodes, Root, RootContent } from 'mdast';
import type { BlockAlignment } from './block-alignment.ts';
import { parseMarkdown } from './parse-markdown.ts';

// The .docx download: built from the Markdown syntax tree, so headings, lists, bold,
// italics, code and tables become real Word structure rather than literal asterisks. The `docx`
// package is large; the browser imports this module only when the visitor picks .docx.

interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];
const CODE_FONT = 'Consolas';
const NUMBERED = 'numbered-list';

function run(text: string, style: RunStyle): TextRun {
  return new TextRun({ text, bold: style.bold, italics: style.italics, strike: style.strike, ...(style.code ? { font: CODE_FONT } : {}) });
}

function inlines(nodes: readonly Nodes[], style: RunStyle = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return [run(node.value, style)];
      case 'inlineCode':
        return [run(node.value, { ...style, code: true })];
      case 'strong':
        return inlines(node.children, { ...style, bold: true });
      case 'emphasis':
        return inlines(node.children, { ...style, italics: true });
      case 'delete':
        return inlines(node.children, { ...style, strike: true });
      case 'break':
        return [new TextRun({ text: '', break: 1 })];
      case 'link':
        // Only web and mail links survive, as in the sanitised HTML.
        return /^(https?:|mailto:)/i.test(node.url)
          ? [new ExternalHyperlink({ link: node.url, children: inlines(node.children, style).filter((c): c is TextRun => c instanceof TextRun) })]
          : inlines(node.children, style);
      case 'image':
        return node.alt ? [run(node.alt, style)] : [];
      default:
        return 'children' in node ? inlines(node.children as Nodes[], style) : [];
    }
  });
}

/** A paragraph's alignment in Word (justify is Word's "both"); none when the tree carries none (block-alignment.ts). */
const DOCX_ALIGNMENT: Record<BlockAlignment, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};
const alignmentOf = (align: BlockAlignment | undefined) => (align ? { alignment: DOCX_ALIGNMENT[align] } : {});

let listInstance = 0;

function blocks(node: RootContent, depth = 0, list?: { ordered: boolean; instance: number }): Array<Paragraph | Table> {
  switch (node.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[node.depth - 1], children: inlines(node.children), ...alignmentOf(node.data?.align) })];
    case 'paragraph':
      return [
        new Paragraph({
          children: inlines(node.children),
          ...alignmentOf(node.data?.align),
          ...(list ? (list.ordered ? { numbering: { reference: NUMBERED, level: depth, instance: list.instance } } : { bullet: { level: depth } }) : {}),
        }),
      ];
    case 'code':
      return node.value.split('\n').map(
        (line) => new Paragraph({ children: [run(line, { code: true })], shading: { type: ShadingType.CLEAR, fill: 'F4F4F5', color: 'auto' } }),
      );
    case 'blockquote':
      return node.children.flatMap((c) => blocks(c, depth)).map((p) => p);
    case 'list': {
      const instance = ++listInstance;
      return node.children.flatMap((item) =>
        item.children.flatMap((child, i) =>
          // The item's first paragraph carries the bullet or number; nested lists go one level down.
          child.type === 'list' ? blocks(child, depth + 1) : i === 0 ? blocks(child, depth, { ordered: node.ordered === true, instance }) : blocks(child, depth),
        ),
      );
    }
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: node.children.map(
            (row, r) =>
              new TableRow({
                tableHeader: r === 0,
                children: row.children.map((cell) => new TableCell({ children: [new Paragraph({ children: inlines(cell.children, r === 0 ? { bold: true } : {}) })] })),
              }),
          ),
        }),
      ];
    case 'thematicBreak':
      return [new Paragraph({ children: [], border: { bottom: { style: 'single', size: 6, color: '999999', space: 1 } } })];
    case 'html':
      return [];
    default:
      return 'children' in node ? [new Paragraph({ children: inlines(node.children as Nodes[]) })] : [];
  }
}

/** A Word document of the Markdown, with the tool's title as the document title. */
export function markdownToDocument(markdown: string, title: string): Document {
  return mdastToDocument(parseMarkdown(markdown), title);
}

/** A Word document of a Markdown syntax tree; paragraphs and headings keep an alignment the tree carries (the editor's). */
export function mdastToDocument(tree: Root, title: string): Document {
  return new Document({
    title,
    creator: 'AI Writing Tools',
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: Array.from({ length: 6 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: tree.children.flatMap((n) => blocks(n)) }],
  });
}

/** The .docx file as a Blob (browser) — Packer.toBlob needs no Node built-ins. */
export function markdownToDocxBlob(markdown: string, title: string): Promise<Blob> {
  return Packer.toBlob(markdownToDocument(markdown, title));
}

/** The .docx file of a syntax tree (the editor's document) as a Blob. */
export function mdastToDocxBlob(tree: Root, title: string): Promise<Blob> {
  return Packer.toBlob(mdastToDocument(tree, title));
}
