// The text a reader sees once Markdown is rendered: markup characters are dropped so
// counts match the page, not the source. The rules are line-based and conservative:
// heading, quote and list markers at a line's start, table pipes and rules, emphasis
// and code markers (* _ ~ `), links and images keep their visible text, not the URL.

const LINE_MARKERS = /^[ \t]*(?:>[ \t]?)*(?:#{1,6}[ \t]+|[-+*][ \t]+|\d+[.)][ \t]+)?/gm;
const RULE_OR_FENCE = /^[ \t]*(?:[-*_=][ \t]*){3,}$|^[ \t]*(?:`{3,}|~{3,}).*$/gm;
const TABLE_DIVIDER = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/gm;
const IMAGE_OR_LINK = /!?\[([^\]]*)\]\([^)]*\)/g;
const EMPHASIS_AND_CODE = /[*_~`]+/g;
const PIPE = /[ \t]*\|[ \t]*/g;

export function readerText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(RULE_OR_FENCE, '')
    .replace(TABLE_DIVIDER, '')
    .replace(LINE_MARKERS, '')
    .replace(IMAGE_OR_LINK, '$1')
    .replace(EMPHASIS_AND_CODE, '')
    .replace(PIPE, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
