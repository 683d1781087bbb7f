/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What spreadsheets skip before they look for a formula: whitespace of every
 * kind (space, NBSP, line breaks, ideographic space…), zero-width characters
 * and the byte-order mark. "\u00a0=cmd()" runs in some of them, so such a
 * prefix does not make a formula safe.
 */
const INVISIBLE_PREFIX = /^[\s\u200b-\u200d\u2060\ufeff]*/u;

/** A cell safe to open in a spreadsheet: a formula character, even behind blanks, is neutralised with an apostrophe. */
export function neutraliseFormula(value: string): string {
  const visible = value.replace(INVISIBLE_PREFIX, '');
  return FORMULA_START.test(value) || /^[=+\-@]/.test(visible) ? `'${value}` : value;
}

/** RFC 4180: quote a field holding a comma, quote or line break; double the quotes inside. */
function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as RFC 4180 CSV (CRLF line ends), every text cell neutralised against formula injection. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => row.map((cell) => (typeof cell === 'number' ? String(cell) : quote(neutraliseFormula(cell)))).join(',')).join('\r\n') + '\r\n';
}

export interface TitleResult {
  title: string;
  link: string;
}

/** The CSV download: search_results.csv, columns Length, Title, Link, allintitle results only. */
export const CSV_FILE_NAME = 'search_results.csv';

export function titleResultsCsv(items: readonly TitleResult[]): string {
  return toCsv([['Length', 'Title', 'Link'], ...items.map((i) => [i.title.length, i.title, i.link])]);
}
