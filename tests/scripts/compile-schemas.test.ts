import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGeneratedFiles, validatorName } from '../../scripts/compile-schemas/render.ts';
import { stripAnnotations } from '../../scripts/compile-schemas/strip-annotations.ts';
import { renderToolLocaleSchema, toolLocaleSchema, TOOL_LOCALE_SCHEMA_FILE, TRANSLATION_LENGTH_FACTOR } from '../../scripts/compile-schemas/tool-locale-schema.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('compiled schemas', () => {
  it('are up to date with schemas/ (run npm run schemas when this fails)', async () => {
    const files = await renderGeneratedFiles(path.join(root, 'schemas'));
    // One validators module, its declarations and the types: an empty or partial render must fail here.
    const generated = fs.readdirSync(path.join(root, 'engine/validation/generated')).sort();
    expect(Object.keys(files).sort()).toEqual(generated);
    expect(generated.length).toBeGreaterThanOrEqual(3);
    const schemaCount = fs.readdirSync(path.join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')).length;
    expect(files['validators.d.ts']?.match(/export declare const validate\w+/g)).toHaveLength(schemaCount);
    for (const [name, content] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(root, 'engine/validation/generated', name), 'utf8'), name).toBe(content);
    }
  });

  it('contain no require() and no schema descriptions', () => {
    const code = fs.readFileSync(path.join(root, 'engine/validation/generated/validators.js'), 'utf8');
    expect(code).not.toMatch(/require\(/);
    expect(code).not.toContain('Stable identifier, equal to the folder name');
  });

  it('name validators after their schema file', () => {
    expect(validatorName('tool.schema.json')).toBe('validateTool');
    expect(validatorName('generate-request.schema.json')).toBe('validateGenerateRequest');
  });
});

describe('stripAnnotations', () => {
  it('drops annotations but keeps properties named like them', () => {
    const schema = {
      title: 'X', description: 'd', type: 'object',
      properties: { title: { type: 'string', description: 'the title' }, description: { type: 'string' } },
      required: ['title'],
      enum: [{ title: 'kept' }],
    };
    expect(stripAnnotations(schema)).toEqual({
      type: 'object',
      properties: { title: { type: 'string' }, description: { type: 'string' } },
      required: ['title'],
      enum: [{ title: 'kept' }],
    });
  });
});

describe('the tool locale schema', () => {
  const toolSchema = JSON.parse(fs.readFileSync(path.join(root, 'schemas/tool.schema.json'), 'utf8')) as Record<string, unknown>;

  it('is generated from the manifest schema\'s x-translatable marks (run npm run schemas when this fails)', () => {
    expect(fs.readFileSync(path.join(root, 'schemas', TOOL_LOCALE_SCHEMA_FILE), 'utf8')).toBe(renderToolLocaleSchema(toolSchema));
  });

  it('turns a mark into a translatable text: any script, the limit scaled, keyed lists as objects', () => {
    const derived = toolLocaleSchema({
      type: 'object',
      required: ['name', 'code'],
      properties: {
        name: { type: 'string', pattern: '^[A-Za-z ]+$', minLength: 5, maxLength: 40, 'x-translatable': true },
        code: { type: 'string' },
        choices: {
          type: 'array',
          'x-translatable': { keyedBy: 'value' },
          items: { type: 'object', required: ['value', 'label'], properties: { value: { type: 'string', pattern: '^[a-z]+$' }, label: { type: 'string', maxLength: 10, 'x-translatable': true } } },
        },
        tags: { type: 'array', 'x-translatable': { keyedBy: '$self' }, items: { type: 'string', maxLength: 20 } },
      },
    }) as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(Object.keys(derived.properties)).toEqual(['$schema', 'name', 'choices', 'tags']);
    expect(derived.required).toEqual(['$schema']);
    expect(derived.properties.name).toMatchObject({ type: 'string', minLength: 1, maxLength: Math.ceil(40 * TRANSLATION_LENGTH_FACTOR) });
    expect(derived.properties.name).not.toHaveProperty('pattern');
    expect(derived.properties.choices).toMatchObject({
      type: 'object',
      propertyNames: { pattern: '^[a-z]+$' },
      additionalProperties: { type: 'object', additionalProperties: false, required: ['label'], properties: { label: { type: 'string', maxLength: 13 } } },
    });
    expect(derived.properties.tags).toMatchObject({ type: 'object', additionalProperties: { type: 'string', maxLength: 26 } });
  });

  it('never makes a prompt, an instruction, an id or a value translatable', () => {
    const names: string[] = [];
    const collect = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const { properties, ...rest } = node as { properties?: Record<string, unknown> };
      if (properties) names.push(...Object.keys(properties));
      Object.values({ ...rest, ...properties }).forEach(collect);
    };
    collect(toolLocaleSchema(toolSchema));
    expect(names.length).toBeGreaterThan(10);
    for (const name of ['systemPrompt', 'instruction', 'id', 'value', 'name', 'renderer', 'tool', 'category', 'icon']) expect(names).not.toContain(name);
  });
});
