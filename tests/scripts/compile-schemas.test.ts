import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGeneratedFiles, validatorName } from '../../scripts/compile-schemas/render.ts';
import { stripAnnotations } from '../../scripts/compile-schemas/strip-annotations.ts';

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
