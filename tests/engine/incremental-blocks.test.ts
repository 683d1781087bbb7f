import fc from 'fast-check';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createIncrementalBlocks, renderAllBlocks } from '../../engine/markdown/incremental-blocks.ts';

// The selection rewrite's streaming preview: only the last block is parsed again per chunk.

// The editor's pipeline without its final DOMPurify pass (no DOM here): the same parse.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);
const render = (markdown: string) => String(processor.processSync(markdown));

const piece = fc.constantFrom('# Title\n\n', 'Some **bold', '** text.\n\n', '- one\n', '- two\n\n', '```js\nconst a = 1;\n', '```\n\n', '> quote\n\n', 'plain words ', '`code` ', '\n\n', '1. first\n   more\n\n', '<b>raw</b>\n\n', '| a | b |\n|---|---|\n| 1 | 2 |\n\n');
const textArb = fc.array(piece, { maxLength: 14 }).map((parts) => parts.join(''));

/** Cuts `text` at the given points into the chunks a stream would deliver. */
function chunks(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of [...points, text.length]) {
    if (p > last) out.push(text.slice(last, p));
    last = p;
  }
  return out;
}

describe('createIncrementalBlocks', () => {
  it('property: for any split of the input, every step equals a full parse of the text so far, and the end equals the full parse', () => {
    fc.assert(
      fc.property(textArb, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        const incremental = createIncrementalBlocks(render);
        let sofar = '';
        for (const chunk of chunks(text, cuts)) {
          sofar += chunk;
          expect(incremental(sofar, true)).toBe(renderAllBlocks(render, sofar, true));
        }
        expect(incremental(text, false)).toBe(renderAllBlocks(render, text, false));
      }),
      { numRuns: 150 },
    );
  });

  it('parses each finished block once: only the growing last block is parsed again', () => {
    const seen: string[] = [];
    const incremental = createIncrementalBlocks((md) => (seen.push(md), md.toUpperCase()));
    incremental('First block.\n\nSec', true);
    incremental('First block.\n\nSecond', true);
    incremental('First block.\n\nSecond block.\n\nThi', true);
    expect(seen.filter((s) => s.startsWith('First'))).toHaveLength(1);
    expect(seen.filter((s) => s.startsWith('Second block.'))).toHaveLength(1);
  });
});
