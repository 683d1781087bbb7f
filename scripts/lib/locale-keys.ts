import toolSchema from '../../schemas/tool.schema.json' with { type: 'json' };

// The keys a tool's locale file must have, read off the manifest with the same x-translatable
// marks that generate schemas/tool-locale.schema.json (scripts/compile-schemas/tool-locale-schema.ts),
// so a text marked translatable is at once required of every translation. Keys are JSON pointers
// into the locale file: /title, /contextOptions/academic/label, /fields/tone/options/Formal.

type Schema = Record<string, unknown>;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (segments: readonly string[]) => segments.map((s) => '/' + escape(s)).join('');

interface KeyedMark {
  keyedBy: string;
  text?: string;
}

function keyedKeys(schema: Schema, mark: KeyedMark, value: unknown, at: string[], out: string[][]): void {
  if (!Array.isArray(value)) return;
  const items = (schema.items ?? {}) as Schema;
  for (const item of value) {
    if (mark.keyedBy === '$self') {
      if (typeof item === 'string') out.push([...at, item]);
      continue;
    }
    const key = (item as Record<string, unknown> | null)?.[mark.keyedBy];
    if (typeof key !== 'string') continue;
    if (mark.text !== undefined) out.push([...at, key]);
    else walk(items, item, [...at, key], out);
  }
}

function walk(schema: Schema, value: unknown, at: string[], out: string[][]): void {
  const mark = schema['x-translatable'];
  if (value === undefined) return;
  if (mark === true) {
    out.push(at);
    return;
  }
  if (typeof mark === 'object' && mark !== null) {
    keyedKeys(schema, mark as KeyedMark, value, at, out);
    return;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    walk(sub, (value as Record<string, unknown>)[name], [...at, name], out);
  }
}

/** Every text a full translation of `manifest` gives, as locale-file pointers, in manifest order. */
export function expectedLocaleKeys(manifest: unknown, schema: Schema = toolSchema as Schema): string[] {
  const out: string[][] = [];
  walk(schema, manifest, [], out);
  return out.map(pointer);
}

/** Every text a locale file gives, as pointers (a list such as keywords is one text); `$schema` aside. */
export function localeFileKeys(file: unknown): string[] {
  const out: string[] = [];
  const visit = (value: unknown, at: string[]) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [name, sub] of Object.entries(value)) if (!(at.length === 0 && name === '$schema')) visit(sub, [...at, name]);
    } else out.push(pointer(at));
  };
  visit(file, []);
  return out;
}
