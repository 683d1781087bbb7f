// What a locale-file key the manifest lacks means, said in the manifest's words: a context option
// value, a field name, a select option or a listing category the manifest does not have. Each
// unknown key is reported once, at its shortest path the manifest does not know.

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map(unescape);
const prefixKey = (segments: readonly string[]) => JSON.stringify(segments);

function meaning(at: readonly string[]): string {
  const key = at[at.length - 1] ?? '';
  const parent = at[at.length - 2];
  if (at.length === 2 && parent === 'contextOptions') return `the manifest has no context option with value "${key}"`;
  if (at.length === 2 && parent === 'fields') return `the manifest has no field named "${key}"`;
  if (at.length === 4 && parent === 'options') return `field "${at[1]}" has no option "${key}" in the manifest`;
  if (at.length === 2 && parent === 'listings') return `the manifest lists the tool in no category "${key}"`;
  if (at.length === 2 && parent === 'categories') return `tools/categories.json has no category "${key}"`;
  return 'has no English text in the manifest to translate';
}

/** [pointer, message] for every key of `actual` outside `expected`. */
export function unknownKeyProblems(expected: readonly string[], actual: readonly string[]): Array<[string, string]> {
  const known = new Set<string>();
  for (const pointer of expected) {
    const segments = segmentsOf(pointer);
    for (let i = 1; i <= segments.length; i++) known.add(prefixKey(segments.slice(0, i)));
  }
  const reported = new Map<string, string>();
  for (const pointer of actual) {
    const segments = segmentsOf(pointer);
    const depth = segments.findIndex((_, i) => !known.has(prefixKey(segments.slice(0, i + 1))));
    if (depth < 0) continue;
    const at = segments.slice(0, depth + 1);
    const where = '/' + at.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    reported.set(where, meaning(at));
  }
  return [...reported.entries()];
}
