import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../engine/generation/build-messages.ts';
import {
  controlsInstruction,
  LENGTH_WORDS,
  OUTPUT_LENGTHS,
  OUTPUT_TONES,
  publicOutputControls,
  resolveOutputControls,
  type CategoryControls,
} from '../../engine/generation/output-controls.ts';
import type { CategoryList } from '../../engine/validation/generated/types.ts';
import { OUTPUT_LANGUAGES } from '../../engine/generation/output-languages.ts';

const requestSchema = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/generate-request.schema.json'), 'utf8'));
// The policies of tools/categories.json, by category: the tests read the data the catalogue uses.
const categoriesFile = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../tools/categories.json'), 'utf8')) as CategoryList;
const policy = (id: string): CategoryControls => {
  const category = categoriesFile.categories.find((c) => c.id === id);
  if (!category) throw new Error(`no category ${id} in tools/categories.json`);
  return { lengthFamily: category.lengthFamily, controlsOff: category.controlsOff };
};
const generic = { renderer: 'generic', categoryControls: policy('content-writer') } as const;
const tool = { title: 'Blog Writer', systemPrompt: 'You write blogs.', contextHistory: false, ...generic };

describe('output controls: one declaration', () => {
  it('offers at least 30 languages, exactly the schema enum, each with a native name', () => {
    const codes = Object.keys(OUTPUT_LANGUAGES);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(codes).toEqual(requestSchema.definitions.outputLanguage.enum);
    for (const code of codes) {
      expect(() => new Intl.Locale(code)).not.toThrow(); // a well-formed BCP 47 tag
      expect(OUTPUT_LANGUAGES[code as keyof typeof OUTPUT_LANGUAGES].native.length).toBeGreaterThan(1);
    }
  });

  it('tones and lengths are the schema enums', () => {
    expect(OUTPUT_TONES).toEqual(requestSchema.definitions.outputTone.enum);
    expect(OUTPUT_LENGTHS).toEqual(requestSchema.definitions.outputLength.enum);
  });

  it('every family maps short < medium < long to increasing word ranges', () => {
    for (const ranges of Object.values(LENGTH_WORDS)) {
      expect(ranges.short[0]).toBeLessThan(ranges.short[1]);
      expect(ranges.short[1]).toBeLessThanOrEqual(ranges.medium[0]);
      expect(ranges.medium[1]).toBeLessThanOrEqual(ranges.long[0]);
      expect(ranges.long[0]).toBeLessThan(ranges.long[1]);
    }
  });
});

describe('resolveOutputControls: family defaults, manifest overrides', () => {
  it('a generic text tool gets all three', () => {
    expect(resolveOutputControls(generic)).toEqual({ language: true, length: OUTPUT_LENGTHS, lengthFamily: 'article', tone: OUTPUT_TONES });
  });
  it('code tools have no tone or length; image tools and other renderers have none', () => {
    expect(resolveOutputControls({ renderer: 'generic', categoryControls: policy('code-tools') })).toMatchObject({ language: true, length: null, tone: null });
    expect(resolveOutputControls({ renderer: 'generic', categoryControls: policy('image-tools') })).toMatchObject({ language: false, length: null, tone: null });
    expect(resolveOutputControls({ renderer: 'editor', categoryControls: policy('content-writer') })).toMatchObject({ language: false, length: null, tone: null });
    expect(publicOutputControls({ renderer: 'image', categoryControls: policy('image-tools') })).toBeUndefined();
  });
  it('a tool with a Context select gets no Tone select (never two for one thing)', () => {
    expect(resolveOutputControls({ ...generic, contextOptions: [{}, {}] }).tone).toBeNull();
  });
  it('short-output tools get no length; a manifest turns controls off, on or narrows them', () => {
    expect(resolveOutputControls({ ...generic, maxOutputTokens: 1024 }).length).toBeNull();
    expect(resolveOutputControls({ ...generic, outputControls: { length: false, tone: ['formal', 'friendly'], language: false } })).toMatchObject({
      language: false,
      length: null,
      tone: ['formal', 'friendly'],
    });
    expect(resolveOutputControls({ renderer: 'generic', categoryControls: policy('code-tools'), outputControls: { length: true, lengthFamily: 'general' } }).length).toEqual(OUTPUT_LENGTHS);
  });
  it('the page gets labelled choices, word ranges of its family included', () => {
    const page = publicOutputControls({ renderer: 'generic', categoryControls: policy('social-media') });
    expect(page?.lengths).toEqual([
      { value: 'short', label: 'Short (15–40 words)', min: 15, max: 40 },
      { value: 'medium', label: 'Medium (40–100 words)', min: 40, max: 100 },
      { value: 'long', label: 'Long (100–200 words)', min: 100, max: 200 },
    ]);
    expect(page?.languages).toContainEqual({ code: 'de', name: 'Deutsch' });
    expect(page?.tones?.map((t) => t.value)).toEqual(OUTPUT_TONES);
  });
});

describe('controls in the system message: fixed lines only', () => {
  it('appends nothing when nothing is chosen', () => {
    expect(buildMessages({ tool, input: 'x', controls: {}, historyBudgetChars: 0 })[0]).toEqual({ role: 'system', content: 'You write blogs.' });
  });

  it('builds the exact system message for each control', () => {
    const head = 'You write blogs.\n\nOutput settings chosen by the visitor (they take precedence over any default above):\n';
    const sys = (controls: Parameters<typeof controlsInstruction>[0]) => buildMessages({ tool, input: 'x', controls, historyBudgetChars: 0 })[0]!.content;
    expect(sys({ language: 'de' })).toBe(`${head}- Language: write the whole answer in German (Deutsch), whatever the language of the request.`);
    expect(sys({ length: 'short' })).toBe(`${head}- Length: short, about 250 to 450 words.`);
    expect(sys({ tone: 'formal' })).toBe(`${head}- Tone: Use a formal tone: polished, respectful and precise, with no slang.`);
    expect(sys({ language: 'ja', length: 'long', tone: 'playful' })).toBe(
      `${head}- Language: write the whole answer in Japanese (日本語), whatever the language of the request.\n` +
        '- Length: long, about 1000 to 1400 words.\n' +
        '- Tone: Use a playful tone: light, witty and fun, without losing the point.',
    );
  });

  it('the length range follows the tool family', () => {
    const letter = { ...tool, categoryControls: policy('email-tools') };
    expect(buildMessages({ tool: letter, input: 'x', controls: { length: 'medium' }, historyBudgetChars: 0 })[0]!.content).toContain('- Length: medium, about 150 to 300 words.');
  });

  it('every language, length and tone gives one fixed line that names it', () => {
    for (const language of Object.keys(OUTPUT_LANGUAGES) as Array<keyof typeof OUTPUT_LANGUAGES>) {
      expect(controlsInstruction({ language }, 'general')).toContain(OUTPUT_LANGUAGES[language].english);
    }
    for (const tone of OUTPUT_TONES) expect(controlsInstruction({ tone }, 'general').split('\n')).toHaveLength(2);
    for (const length of OUTPUT_LENGTHS) expect(controlsInstruction({ length }, 'story')).toContain(`${LENGTH_WORDS.story[length][0]} to`);
  });
});
