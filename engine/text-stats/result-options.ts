// The options of a result that lists several (five bios, ten titles, six replies): its top-level
// list items, numbered or bulleted, each with its continuation lines. A bold name at an option's
// start ("**Witty:** …", "**Professional**" on a line of its own) names the style, and a count at its
// end ("(152 characters)") reports its length, so neither is part of what the visitor would post:
// both are left out. Line-based, like readerText: no Markdown
// parser in the chunk that counts a streaming result a few times a second.

import type { ResultCounts } from './check-limits.ts';
import { countCharacters, countHashtags, countWords } from './counts.ts';
import { readerText } from './reader-text.ts';
import { doubleWidthLength } from './double-width-length.ts';
import { xWeightedLength } from './x-weighted-length.ts';

const ITEM_START = /^(?:\d{1,3}[.)]|[-+*])[ \t]+/;
const INDENTED = /^(?: {2,}|\t)/;
// A bold lead-in, then an optional colon or dash; kept when nothing follows it (a title in bold).
const STYLE_NAME = /^(\*\*|__)(?:(?!\1).)+\1[ \t]*[:：\-–—]?[ \t]*\n?[ \t]*/;

// A count the model wrote after an option, "(152 characters)" or "（148文字）", in the output languages'
// words for characters: a note to the visitor, not part of what they would paste.
const COUNT_NOTE = /[ \t]*[（(][ \t]*\d{1,5}[ \t]*(?:characters?|chars?|caracteres|caractères|caratteri|zeichen|karakter|tekens|tecken|tegn|merkki[aä]|znak(?:ów|i)|символ(?:ов|а)?|文字|字符|字|자|글자|حرفًا|حرفا|حرف|อักขระ)[ \t]*[)）][ \t]*$/iu;

function withoutStyleName(option: string): string {
  const rest = option.replace(STYLE_NAME, '');
  return rest.trim() === '' ? option : rest;
}

function withoutCountNote(option: string): string {
  const rest = option.replace(COUNT_NOTE, '').trimEnd();
  return rest === '' ? option : rest;
}

const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/**
 * The top-level list items of a Markdown result, list by list, as Markdown, without their markers,
 * a bold style name or a count note. Lists are separated by any other text (a heading, a paragraph):
 * ten headlines under one heading and four descriptions under the next are two lists.
 */
export function resultOptionLists(markdown: string): string[][] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const lists: string[][][] = [];
  let list: string[][] | null = null;
  let current: string[] | null = null;
  let blank = false;
  for (const line of lines) {
    if (ITEM_START.test(line)) {
      current = [line.replace(ITEM_START, '')];
      if (!list) lists.push((list = []));
      list.push(current);
      blank = false;
    } else if (line.trim() === '') {
      blank = true;
    } else if (current && !HEADING.test(line) && (INDENTED.test(line) || !blank)) {
      // Indented: the item's next line or paragraph; unindented right after it: a lazy continuation line.
      if (blank) current.push('');
      current.push(line.trim());
      blank = false;
    } else {
      // Text after a list (a heading, a "Top pick" line) belongs to no option, and ends the list.
      current = null;
      list = null;
      blank = false;
    }
  }
  return lists
    .map((items) => items.map((option) => withoutCountNote(withoutStyleName(option.join('\n').trim()))).filter((option) => option !== ''))
    .filter((items) => items.length > 0);
}

/** Each top-level list item of a Markdown result (resultOptionLists, all lists together). */
export function resultOptions(markdown: string): string[] {
  return resultOptionLists(markdown).flat();
}

/**
 * The characters, words and hashtags of each option (resultOptionLists), counted as the reader sees
 * them, with `asX` also as X counts them and with `asWide` with double-width characters counted
 * twice (what the reader would post, without the Markdown); each with the number of its list, from 1.
 */
export function optionCounts(markdown: string, language: string, { asX = false, asWide = false } = {}): ResultCounts[] {
  return resultOptionLists(markdown).flatMap((options, i) =>
    options.map((option) => {
      const text = readerText(option);
      return { list: i + 1, characters: countCharacters(text), words: countWords(text, language), hashtags: countHashtags(text), ...(asX ? { xCharacters: xWeightedLength(text) } : {}), ...(asWide ? { wideCharacters: doubleWidthLength(text) } : {}) };
    }),
  );
}
