// The options of a result that lists several (five bios, ten titles, six replies): its top-level
// list items, numbered or bulleted, each with its continuation lines. A bold name at an option's
// start ("**Witty:** …", "**Professional**" on a line of its own) names the style, so it is not
// part of what the visitor would post, and is left out. Line-based, like readerText: no Markdown
// parser in the chunk that counts a streaming result a few times a second.

import type { ResultCounts } from './check-limits.ts';
import { countCharacters, countWords } from './counts.ts';
import { readerText } from './reader-text.ts';
import { xWeightedLength } from './x-weighted-length.ts';

const ITEM_START = /^(?:\d{1,3}[.)]|[-+*])[ \t]+/;
const INDENTED = /^(?: {2,}|\t)/;
// A bold lead-in, then an optional colon or dash; kept when nothing follows it (a title in bold).
const STYLE_NAME = /^(\*\*|__)(?:(?!\1).)+\1[ \t]*[:：\-–—]?[ \t]*\n?[ \t]*/;

function withoutStyleName(option: string): string {
  const rest = option.replace(STYLE_NAME, '');
  return rest.trim() === '' ? option : rest;
}

/** Each top-level list item of a Markdown result, as Markdown, without its marker or a bold style name. */
export function resultOptions(markdown: string): string[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const options: string[][] = [];
  let current: string[] | null = null;
  let blank = false;
  for (const line of lines) {
    if (ITEM_START.test(line)) {
      current = [line.replace(ITEM_START, '')];
      options.push(current);
      blank = false;
    } else if (line.trim() === '') {
      blank = true;
    } else if (current && (INDENTED.test(line) || !blank)) {
      // Indented: the item's next line or paragraph; unindented right after it: a lazy continuation line.
      if (blank) current.push('');
      current.push(line.trim());
      blank = false;
    } else {
      current = null; // text after the list (a "Top pick" line) belongs to no option
      blank = false;
    }
  }
  return options.map((option) => withoutStyleName(option.join('\n').trim())).filter((option) => option !== '');
}

/**
 * The characters and words of each option (resultOptions), counted as the reader sees them, and
 * with `asX` also as X counts them (what the reader would post, without the Markdown).
 */
export function optionCounts(markdown: string, language: string, { asX = false } = {}): ResultCounts[] {
  return resultOptions(markdown).map((option) => {
    const text = readerText(option);
    return { characters: countCharacters(text), words: countWords(text, language), ...(asX ? { xCharacters: xWeightedLength(text) } : {}) };
  });
}
