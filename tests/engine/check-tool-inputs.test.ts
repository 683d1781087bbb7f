import { RENDERER_FILES } from '../../engine/renderers/renderers.ts';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../engine/registry/check-catalogue.ts';
import { toolInputProblems } from '../../engine/registry/check-tool-inputs.ts';
import type { ToolManifest } from '../../engine/validation/generated/types.ts';

const base: ToolManifest = {
  $schema: '../../schemas/tool.schema.json',
  id: 'demo-tool',
  title: 'Demo Tool',
  description: 'A tool used by the lint tests only.',
  icon: 'pen-line',
  category: 'content-writer',
  renderer: 'generic',
  contextHistory: false,
  keywords: ['demo'],
};
const problems = (extra: Partial<ToolManifest>) => toolInputProblems({ ...base, ...extra }).map(([pointer, message]) => `${pointer} ${message}`);

describe('lint: fields and output controls', () => {
  it('accepts a well-formed declaration', () => {
    expect(
      problems({
        fields: [
          { name: 'topic', label: 'Topic', type: 'short_text', maxLength: 200, required: true },
          { name: 'kind', label: 'Kind', type: 'select', options: ['A', 'B'] },
          { name: 'count', label: 'Count', type: 'number', min: 1, max: 9 },
        ],
        outputControls: { tone: ['formal', 'friendly'], lengthFamily: 'copy' },
      }),
    ).toEqual([]);
  });

  it('reports duplicates, missing limits, misplaced keys, bad ranges and sizes, each with its pointer', () => {
    expect(
      problems({
        fields: [
          { name: 'a', label: 'Topic', type: 'short_text' },
          { name: 'a', label: 'topic', type: 'long_text', maxLength: 7000 },
          { name: 'b', label: 'Anything else', type: 'select', options: ['X', 'X'], maxLength: 5 },
          { name: 'c', label: 'Count', type: 'number', min: 9, max: 1, options: ['1', '2'] },
          { name: 'd', label: 'Notes', type: 'long_text', maxLength: 2000 },
        ],
        requestBox: 'none',
        outputControls: { tone: ['formal', 'formal'], length: false, lengthFamily: 'story' },
      }),
    ).toEqual([
      '/fields/0/maxLength is required for a short_text field',
      '/fields/1/name duplicate field name "a"',
      '/fields/1/label duplicate label "topic" (labels name the fields in the message; "Anything else" and "Request" are the request box\'s)',
      '/fields/2/label duplicate label "Anything else" (labels name the fields in the message; "Anything else" and "Request" are the request box\'s)',
      '/fields/2/maxLength means nothing for a select field',
      '/fields/2/options/1 duplicate option "X"',
      '/fields/3/options means nothing for a number field',
      '/fields/3/min is above max (1)',
      "/fields the text fields' maxLength add up to 9000; at most 8000 (MAX_INPUT_CHARS, engine/generation/limits.ts)",
      '/requestBox "none" needs at least one required field, or the visitor could send nothing',
      '/outputControls/tone lists a choice twice',
      '/outputControls/lengthFamily means nothing when length is off',
    ]);
  });

  it('a limit depends on a select field of the tool and on its own options only', () => {
    const fields: ToolManifest['fields'] = [
      { name: 'platform', label: 'Platform', type: 'select', options: ['Instagram', 'TikTok'] },
      { name: 'about', label: 'About', type: 'long_text', maxLength: 500 },
    ];
    expect(problems({ fields, limits: [{ characters: 80, when: { field: 'platform', is: ['TikTok'] } }, { characters: 150, when: { field: 'platform', is: ['Instagram'], orEmpty: true } }] })).toEqual([]);
    expect(
      problems({
        fields,
        limits: [
          { characters: 80, when: { field: 'network', is: ['TikTok'] } },
          { characters: 80, when: { field: 'about', is: ['TikTok'] } },
          { characters: 80, when: { field: 'platform', is: ['TikTok', 'Tiktok'] } },
        ],
      }),
    ).toEqual([
      '/limits/0/when/field names no field of the tool ("network")',
      '/limits/1/when/field "about" is a long_text field; a limit can depend on a select field only',
      '/limits/2/when/is/1 "Tiktok" is not an option of "platform"',
    ]);
    expect(problems({ limits: [{ characters: 30, list: 1 }] })).toEqual(['/limits/0/list means nothing without "per": "option"']);
  });

  it('controls only for generic tools; requestBox only with fields', () => {
    expect(problems({ renderer: 'image', outputControls: { language: false } })).toEqual([
      '/outputControls means nothing for the image renderer: only generic tools have output controls',
    ]);
    expect(problems({ requestBox: 'optional' })).toEqual(['/requestBox means nothing without fields']);
  });

  it('the schema refuses more than 8 fields, a select without options and a bad name', () => {
    const manifests = {
      'tools/demo-tool/manifest.json': {
        ...base,
        fields: [{ name: 'Bad Name', label: 'Topic', type: 'select', options: [] }],
      },
    };
    const { problems: found } = checkCatalogue({ renderers: RENDERER_FILES, categories: { categories: [] }, manifests });
    expect(found.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/fields/0/name', '/fields/0/options']));
    const many = { ...base, fields: Array.from({ length: 9 }, (_, i) => ({ name: `f${i}`, label: `Field ${i}`, type: 'number' })) };
    expect(checkCatalogue({ renderers: RENDERER_FILES, categories: { categories: [] }, manifests: { 'tools/demo-tool/manifest.json': many } }).problems.map((p) => p.pointer)).toContain('/fields');
  });
});
