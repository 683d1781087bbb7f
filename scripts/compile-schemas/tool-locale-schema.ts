// Derives schemas/tool-locale.schema.json (the shape of tools/<id>/locales/<locale>.json) from
// the manifest schema's `x-translatable` marks, so a text becomes translatable by marking it in
// schemas/tool.schema.json, never by editing a second schema by hand. The marks:
//   "x-translatable": true                 a string (or a list of strings) is translated as it is
//   "x-translatable": { "keyedBy": "value" }   a list of objects becomes an object keyed by each
//                                          item's `value`, holding the item's translatable texts
//   "x-translatable": { "keyedBy": "category", "text": "title" }   …holding that one text
//   "x-translatable": { "keyedBy": "$self" }   a list of strings becomes an object from each
//                                          English string to the text shown for it
// Keys stay English: they are what the browser sends and what the model reads.

type Schema = Record<string, unknown>;

export const TOOL_LOCALE_SCHEMA_FILE = 'tool-locale.schema.json';

/**
 * German and French run about a third longer than English: a translation may be 30% longer
 * than the manifest's limit for the same text, so a limit written for English does not force
 * a clumsy translation.
 */
export const TRANSLATION_LENGTH_FACTOR = 1.3;

interface KeyedMark {
  keyedBy: string;
  text?: string;
}

function isKeyedMark(mark: unknown): mark is KeyedMark {
  return typeof mark === 'object' && mark !== null && typeof (mark as KeyedMark).keyedBy === 'string';
}

function describe(source: Schema, fallback: string): { description: string } {
  const english = typeof source.description === 'string' ? source.description : fallback;
  return { description: `Translation of: ${english}` };
}

/** A translated string: any script (no English-only pattern), at least one character, the limit scaled. */
function translatedString(source: Schema): Schema {
  const max = typeof source.maxLength === 'number' ? Math.ceil(source.maxLength * TRANSLATION_LENGTH_FACTOR) : undefined;
  return { ...describe(source, 'a text'), type: 'string', minLength: 1, ...(max !== undefined ? { maxLength: max } : {}) };
}

function translatedText(source: Schema): Schema {
  if (source.type !== 'array') return translatedString(source);
  const items = translatedString((source.items ?? {}) as Schema);
  const { description: _item, ...itemSchema } = items;
  const limits = Object.fromEntries(['minItems', 'maxItems', 'uniqueItems'].filter((k) => k in source).map((k) => [k, source[k]]));
  return { ...describe(source, 'a list'), type: 'array', ...limits, items: itemSchema };
}

function keyedObject(source: Schema, mark: KeyedMark): Schema {
  const items = (source.items ?? {}) as Schema;
  const itemProperties = (items.properties ?? {}) as Record<string, Schema>;
  let value: Schema | undefined;
  if (mark.keyedBy === '$self') value = translatedString(items);
  else if (mark.text !== undefined) value = translatedString(itemProperties[mark.text] ?? {});
  else value = translatedObject(items);
  if (!value) throw new Error(`x-translatable keyedBy ${mark.keyedBy}: the items have no translatable text`);
  const key = mark.keyedBy === '$self' ? undefined : itemProperties[mark.keyedBy];
  if (mark.keyedBy !== '$self' && !key) throw new Error(`x-translatable keyedBy ${mark.keyedBy}: the items have no such property`);
  const keyPattern = typeof key?.pattern === 'string' ? { propertyNames: { pattern: key.pattern } } : {};
  const count = typeof source.maxItems === 'number' ? { maxProperties: source.maxItems } : {};
  return { ...describe(source, 'a list'), type: 'object', ...keyPattern, ...count, additionalProperties: value };
}

/** An object's translatable properties, with its required ones still required; undefined when it has none. */
function translatedObject(source: Schema): Schema | undefined {
  const properties: Record<string, Schema> = {};
  for (const [name, sub] of Object.entries((source.properties ?? {}) as Record<string, Schema>)) {
    const derived = derive(sub);
    if (derived) properties[name] = derived;
  }
  if (Object.keys(properties).length === 0) return undefined;
  const required = ((source.required ?? []) as string[]).filter((name) => name in properties);
  const title = typeof source.title === 'string' ? { title: `${source.title} translation` } : {};
  return { ...title, ...describe(source, 'an object'), type: 'object', additionalProperties: false, ...(required.length ? { required } : {}), properties };
}

function derive(source: Schema): Schema | undefined {
  const mark = source['x-translatable'];
  if (mark === true) return translatedText(source);
  if (isKeyedMark(mark)) return keyedObject(source, mark);
  if (source.type === 'object' && source.properties) return translatedObject(source);
  return undefined;
}

/** The locale file schema for a manifest schema carrying `x-translatable` marks. */
export function toolLocaleSchema(toolSchema: Schema): Schema {
  const body = translatedObject({ ...toolSchema, required: [] });
  if (!body) throw new Error('schemas/tool.schema.json marks no property x-translatable');
  const { title: _title, description: _description, properties, ...rest } = body;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://ai-writing-tools.local/schemas/${TOOL_LOCALE_SCHEMA_FILE}`,
    $comment: 'Generated by npm run schemas from the x-translatable marks of tool.schema.json. Do not edit.',
    title: 'Tool locale',
    description:
      'One tool in one language: tools/<id>/locales/<locale>.json. Only the texts a visitor reads; the prompts, ids and values the model reads stay in the English manifest. Keys are the manifest\'s English values.',
    ...rest,
    required: ['$schema'],
    properties: {
      $schema: { description: 'Relative path to this schema: "../../../schemas/tool-locale.schema.json".', type: 'string', const: `../../../schemas/${TOOL_LOCALE_SCHEMA_FILE}` },
      ...(properties as Record<string, Schema>),
    },
  };
}

export function renderToolLocaleSchema(toolSchema: Schema): string {
  return JSON.stringify(toolLocaleSchema(toolSchema), null, 2) + '\n';
}
