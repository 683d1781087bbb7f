import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitBlocks } from '../../engine/markdown/split-blocks.ts';

describe('splitBlocks', () => {
  it('splits top-level blocks at blank lines', () => {
    expect(splitBlocks('# Title\n\nPara one\nline two\n\n- a\n- b\n')).toEqual(['# Title\n\n', 'Para one\nline two\n\n', '- a\n- b\n']);
  });

  it('never splits inside a fenced code block', () => {
    const md = 'Intro\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\nAfter\n';
    expect(splitBlocks(md)).toEqual(['Intro\n\n', '```js\nconst a = 1;\n\nconst b = 2;\n```\n\n', 'After\n']);
  });

  it('keeps indented continuations with their list item', () => {
    const md = '1. First\n\n    indented code in item\n\n2. Second\n';
    expect(splitBlocks(md)).toEqual(['1. First\n\n    indented code in item\n\n', '2. Second\n']);
  });

  it('keeps an unterminated fence open to the end', () => {
    expect(splitBlocks('Text\n\n```\ncode\n\nmore')).toEqual(['Text\n\n', '```\ncode\n\nmore']);
  });

  const mdLine = fc.oneof(
    fc.constantFrom('', '   ', '# Heading', '- item', '1. item', '    code', '```', '~~~', '> quote', '| a | b |', 'text **bold**'),
    fc.string({ maxLength: 12 }),
  );
  const markdown = fc.array(mdLine, { maxLength: 30 }).chain((lines) => fc.boolean().map((end) => lines.join('\n') + (end ? '\n' : '')));

  it('property: the blocks join back to the input and none is empty', () => {
    fc.assert(
      fc.property(markdown, (md) => {
        const blocks = splitBlocks(md);
        expect(blocks.join('')).toBe(md);
        for (const b of blocks) expect(b).not.toBe('');
      }),
    );
  });

  it('property: appending text never changes the finished blocks (all but the last)', () => {
    fc.assert(
      fc.property(markdown, markdown, (a, b) => {
        const before = splitBlocks(a);
        const after = splitBlocks(a + b);
        expect(after.slice(0, Math.max(0, before.length - 1))).toEqual(before.slice(0, -1));
      }),
    );
  });
});
