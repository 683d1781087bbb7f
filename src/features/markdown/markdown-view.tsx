import { memo, useMemo } from 'react';
import remend from 'remend';
import { splitBlocks } from '../../../engine/markdown/split-blocks.ts';
import { renderMarkdown } from './render-markdown.ts';

const Block = memo(function Block({ source }: { source: string }) {
  return <>{renderMarkdown(source)}</>;
});

/**
 * Renders streamed Markdown incrementally: finished blocks keep their string
 * and are memoised, so each is parsed once; only the last block is parsed
 * again as text arrives, healed by remend so an unterminated **bold** or
 * code fence does not flicker between raw and formatted.
 *
 * dir="auto": the text is the model's (or the visitor's), not the page's, and its language need
 * not be the page's (English asked for on an Arabic page, Arabic on an English one). The whole
 * block takes the direction of its first letter, so a result's lists, quotes and tables line up on
 * one side; a result is written in one language, and code inside it stays left to right on its
 * own (bidi.css).
 */
export default function MarkdownView({ text, streaming }: { text: string; streaming: boolean }) {
  const blocks = useMemo(() => splitBlocks(text), [text]);
  return (
    <div className="markdown" dir="auto">
      {blocks.map((block, i) => {
        const last = i === blocks.length - 1;
        return <Block key={i} source={last && streaming ? remend(block) : block} />;
      })}
    </div>
  );
}
