// A content file starts with front matter: `---`, then one `key: value` per line, then `---`.
// Values are plain text to the end of the line (a value in double quotes is read as a JSON
// string, for text that starts with a quote or needs escapes). Nothing nests: that keeps the
// files easy to translate and the reader a few lines with no YAML library.

export interface FrontMatterFile {
  data: Record<string, string>;
  body: string;
}

export function parseFrontMatter(source: string, fileName: string): FrontMatterFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${fileName}: the file must start with front matter between --- lines`);
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = /^([A-Za-z][\w]*):\s*(.*)$/.exec(line);
    if (!field?.[1]) throw new Error(`${fileName}: front matter line is not "key: value": ${line}`);
    const raw = (field[2] ?? '').trim();
    data[field[1]] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return { data, body: source.slice(match[0].length) };
}
