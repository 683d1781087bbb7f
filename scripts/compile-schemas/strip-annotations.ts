// Drops annotation keywords (title, description, $comment) from a JSON Schema
// before code generation: they would otherwise be embedded in the browser
// bundle. Property maps are walked as maps, so a property *named* "title"
// survives. `x-translatable` marks the manifest texts a locale file translates: it only feeds
// the generated tool-locale schema (scripts/compile-schemas/tool-locale-schema.ts).
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'x-translatable']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

export function stripAnnotations<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s: unknown) => stripAnnotations(s)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, stripAnnotations(sub)]));
    } else if (key === 'const' || key === 'enum' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = stripAnnotations(value);
    }
  }
  return out as T;
}
