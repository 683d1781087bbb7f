import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEMS } from '../../engine/forms/form-validation.ts';
import { LOCALES } from '../../engine/i18n/locales.ts';

// The forms, saved-results, share and common namespaces: every locale has English's keys, each text
// parses as ICU MessageFormat, and keeps English's placeholders (names and kinds), plural branches included.
const root = path.resolve(import.meta.dirname, '../..');
const NAMESPACES = ['forms', 'saved', 'share', 'common'] as const;
const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/messages', locale, `${ns}.json`), 'utf8')) as Record<string, string>;

type Part = string | [string, string?, Record<string, Part[]>?];
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (typeof part === 'string') continue;
      const [name, kind, cases] = part;
      found.add(kind ? `${name}:${kind}` : name);
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch);
    }
  };
  const compiled = compileMessage(text) as string | Part[];
  if (typeof compiled !== 'string') walk(compiled);
  return [...found].sort();
}

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const english = read('en', ns);
  it.each(LOCALES.filter((l) => l !== 'en'))('in %s has English’s keys and placeholders', (locale) => {
    const own = read(locale, ns);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(own)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key]!));
    }
  });
});

describe('the field problems of the forms', () => {
  it('are, in English, the validator’s own words', () => {
    const english = read('en', 'forms');
    for (const [key, text] of Object.entries(FIELD_PROBLEMS)) expect(english[key], key).toBe(text);
  });
});
