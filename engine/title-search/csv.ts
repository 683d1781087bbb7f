/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell safe to open in a spreadsheet: a leading formula character is neutralised with an apostrophe. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
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

/** Spec §9: search_results.csv, columns Length, Title, Link, allintitle results only. */
export const CSV_FILE_NAME = 'search_results.csv';

export function titleResultsCsv(items: readonly TitleResult[]): string {
  return toCsv([['Length', 'Title', 'Link'], ...items.map((i) => [i.title.length, i.title, i.link])]);
}
