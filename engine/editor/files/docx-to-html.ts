import mammoth from 'mammoth';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { Element, Root } from 'hast';
import type { BlockAlignment } from '../../export/block-alignment.ts';

// Opening a Word file: mammoth turns its structure (headings by style, lists by numbering, bold,
// italic, links) into HTML. Mammoth reads each paragraph's alignment (w:jc, ECMA-376 Part 1,
// 17.3.1.13) but writes no style for it: here it is put in the paragraph's style name before the
// style map runs, the map turns it into a class, and the classes become text-align styles.

/** w:jc values and the editor's alignment ("both" is justified; start and left are the default). */
const JC: Record<string, BlockAlignment> = { center: 'center', right: 'right', end: 'right', both: 'justify', distribute: 'justify' };
const PREFIX = 'editor-align-';

interface MammothElement {
  type?: string;
  alignment?: string | null;
  numbering?: unknown;
  styleName?: string | null;
  children?: MammothElement[];
}

/** Prefixes an aligned paragraph's style name (list items excepted: their numbering decides their mapping). */
function markAlignment(element: MammothElement): MammothElement {
  const children = element.children?.map(markAlignment);
  const align = element.type === 'paragraph' && !element.numbering ? JC[element.alignment ?? ''] : undefined;
  const styleName = align ? `${PREFIX}${align} ${element.styleName ?? 'Normal'}` : element.styleName;
  return { ...element, ...(children ? { children } : {}), styleName };
}

const STYLE_MAP = (['center', 'right', 'justify'] as const).flatMap((align) => [
  ...[1, 2, 3, 4, 5, 6].map((n) => `p[style-name='${PREFIX}${align} heading ${n}'] => h${n}.${PREFIX}${align}:fresh`),
  `p[style-name^='${PREFIX}${align}'] => p.${PREFIX}${align}:fresh`,
]);

function classesToAlignment(tree: Root | Element): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    const classes = Array.isArray(child.properties.className) ? child.properties.className.map(String) : [];
    const align = classes.find((c) => c.startsWith(PREFIX))?.slice(PREFIX.length);
    if (align) {
      delete child.properties.className;
      child.properties.style = `text-align: ${align}`;
    }
    classesToAlignment(child);
  }
}

const rewrite = unified().use(rehypeParse, { fragment: true }).use(rehypeStringify);

/** A .docx file's content as HTML: headings, lists, bold, italic, links and paragraph alignment. Not yet sanitised. */
export async function docxToHtml(input: { arrayBuffer: ArrayBuffer } | { buffer: Uint8Array }): Promise<string> {
  const { value } = await mammoth.convertToHtml(input as Parameters<typeof mammoth.convertToHtml>[0], {
    styleMap: STYLE_MAP,
    transformDocument: markAlignment,
    // Images are not part of the editor's schema: none are embedded.
    convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
  });
  const tree = rewrite.parse(value);
  classesToAlignment(tree);
  return rewrite.stringify(tree);
}
