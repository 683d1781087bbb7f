import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../engine/export/file-name.ts';
import { markdownToDocument } from '../../engine/export/markdown-to-docx.ts';
import { markdownToHtmlDocument, markdownToSafeHtml } from '../../engine/export/markdown-to-html.ts';
import { markdownToPlainText } from '../../engine/export/markdown-to-plain-text.ts';
import { Packer } from 'docx';

const SAMPLE = `# Title here

Some **bold** and *italic* and \`code\`.

- one
- two
  1. nested

| A | B |
| --- | --- |
| x | y |

\`\`\`js
let a = 1;
\`\`\`
`;

describe('export file names', () => {
  it('come from the tool and the first words of the request', () => {
    expect(exportFileName('ai-writer', 'A blog post about bees, in spring and summer', 'md')).toBe('ai-writer-a-blog-post-about-bees-in.md');
    expect(exportFileName('cover-letter', '  Café résumé!! ', 'docx')).toBe('cover-letter-cafe-resume.docx');
    expect(exportFileName('ai-writer', '日本語だけ', 'txt')).toBe('ai-writer.txt');
  });

  it('property: only safe characters, one extension, bounded length', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('md', 'txt', 'html', 'docx' as const), (tool, request, ext) => {
        const name = exportFileName(tool, request, ext);
        expect(name).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*\\.${ext}$`));
        expect(name.length).toBeLessThanOrEqual(60 + 60 + 6);
      }),
    );
  });
});

describe('Markdown exports', () => {
  it('plain text drops the syntax and keeps the structure', () => {
    expect(markdownToPlainText(SAMPLE)).toBe('Title here\n\nSome bold and italic and code.\n\n- one\n- two\n  1. nested\n\nA\tB\nx\ty\n\nlet a = 1;');
  });

  it('HTML is sanitised: no script, no event handler, no javascript: link', () => {
    const html = markdownToSafeHtml('Hi <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) **b**');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('<strong>b</strong>');
    const doc = markdownToHtmlDocument('# T', 'A <b> title');
    expect(doc).toContain('<title>A &lt;b&gt; title</title>');
    expect(doc).toContain('<h1>T</h1>');
  });

  it('a .docx is an Office Open XML zip with headings, lists, bold, italics, code and the table', async () => {
    const buffer = await Packer.toBuffer(markdownToDocument(SAMPLE, 'AI Writer'));
    const files = unzipSync(new Uint8Array(buffer));
    expect(Object.keys(files)).toContain('[Content_Types].xml');
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('Title here');
    expect(xml).toContain('w:val="Heading1"');
    expect(xml).toMatch(/<w:b\/>|<w:b w:val="true"\/>/);
    expect(xml).toMatch(/<w:i\/>|<w:i w:val="true"\/>/);
    expect(xml).toContain('Consolas');
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('<w:numPr>');
  });
});
