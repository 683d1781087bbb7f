import remend from 'remend';
import { splitBlocks } from './split-blocks.ts';

/**
 * Renders streamed Markdown block by block (the same blocks as the tool
 * page's MarkdownView, split-blocks.ts): finished blocks are rendered once and
 * reused, and only the last, still-growing block is parsed again on each
 * chunk, healed by remend while it streams. `render` turns one block of
 * Markdown into sanitised HTML (the editor's markdownToEditorHtml).
 */
export function createIncrementalBlocks(render: (markdown: string) => string): (markdown: string, streaming: boolean) => string {
  let finished: Array<{ source: string; html: string }> = [];
  return (markdown, streaming) => {
    const blocks = splitBlocks(markdown);
    const last = blocks.length - 1;
    const html = blocks.map((block, i) => {
      if (i === last) return render(streaming ? remend(block) : block);
      const cached = finished[i];
      if (cached?.source === block) return cached.html;
      const fresh = { source: block, html: render(block) };
      finished[i] = fresh;
      return fresh.html;
    });
    finished = finished.slice(0, Math.max(0, last));
    return html.join('');
  };
}

/** The same result without the cache: every block parsed afresh (what the incremental renderer must equal). */
export function renderAllBlocks(render: (markdown: string) => string, markdown: string, streaming: boolean): string {
  const blocks = splitBlocks(markdown);
  return blocks.map((block, i) => render(i === blocks.length - 1 && streaming ? remend(block) : block)).join('');
}
