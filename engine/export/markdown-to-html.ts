import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkRemoteImagesToLinks } from '../markdown/remote-images.ts';

// Model output is untrusted: remark-rehype drops raw HTML and rehype-sanitize (GitHub's schema)
// strips anything left that could run script, the same steps as the page's Markdown view.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRemoteImagesToLinks).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** Sanitised HTML of a Markdown text: the clipboard's text/html, the .html download, the editor's input. */
export function markdownToSafeHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A standalone .html file: the sanitised body, a title, and a little CSS for reading and printing. */
export function markdownToHtmlDocument(markdown: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}pre{background:#f4f4f5;padding:.75rem;overflow:auto}code{font-family:ui-monospace,monospace}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem}</style>
</head>
<body>
${markdownToSafeHtml(markdown)}
</body>
</html>
`;
}
