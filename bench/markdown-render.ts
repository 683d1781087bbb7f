// Benchmark (b): Markdown render cost per streamed chunk, incremental
// (finished blocks parsed once, only the last block re-parsed) versus
// re-rendering the whole text on every chunk. Figures, not assertions.
//   npm run bench:markdown
import remend from 'remend';
import { splitBlocks } from '../engine/markdown/split-blocks.ts';
import { renderMarkdown } from '../src/features/markdown/render-markdown.ts';

/** A realistic answer: headings, paragraphs with emphasis, lists, a table and code, repeated to the size. */
function sampleMarkdown(chars: number): string {
  const section = (i: number) =>
    `## Section ${i}\n\nThis paragraph explains **point ${i}** with _emphasis_, a [link](https://example.com/${i}) and \`inline code\`. ` +
    `It goes on for a while so that paragraphs have a realistic length for model output.\n\n` +
    `- First item of list ${i}\n- Second item with **bold**\n- Third item\n\n` +
    `| Column | Value |\n| --- | --- |\n| a${i} | ${i} |\n\n` +
    '```ts\nconst value = ' + i + ';\nconsole.log(value);\n```\n\n';
  let out = '# Title\n\n';
  for (let i = 0; out.length < chars; i++) out += section(i);
  return out.slice(0, chars);
}

/** Splits text into streamed chunks of ~`size` characters, as a provider sends them. */
function chunks(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function fullRerender(parts: string[]): number {
  let text = '';
  const start = performance.now();
  for (const p of parts) {
    text += p;
    renderMarkdown(remend(text));
  }
  return performance.now() - start;
}

function incremental(parts: string[]): number {
  let text = '';
  const cache = new Map<string, unknown>();
  const start = performance.now();
  for (const p of parts) {
    text += p;
    const blocks = splitBlocks(text);
    blocks.forEach((block, i) => {
      if (i === blocks.length - 1) renderMarkdown(remend(block));
      else if (!cache.has(block)) cache.set(block, renderMarkdown(block));
    });
  }
  return performance.now() - start;
}

console.log('markdown render benchmark: chunks of 40 characters (a typical streamed delta)');
for (const size of [10_000, 50_000]) {
  const parts = chunks(sampleMarkdown(size), 40);
  incremental(parts.slice(0, 50)); // warm up
  fullRerender(parts.slice(0, 50));
  const inc = incremental(parts);
  const full = fullRerender(parts);
  console.log(
    `${String(size).padStart(6)} chars, ${parts.length} chunks: incremental ${(inc / parts.length).toFixed(3)} ms/chunk, ` +
      `full re-render ${(full / parts.length).toFixed(3)} ms/chunk, full/incremental ${(full / inc).toFixed(1)}x`,
  );
}
