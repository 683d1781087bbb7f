import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMessages, placeholdersOf, readCatalogues } from '../../scripts/lib/check-messages.ts';
import { compileIcu, loadMessages } from '../../src/i18n/load-messages.server.ts';
import { formatMessage } from '../../src/i18n/format-message.ts';
import { LOCALE_INFO, LOCALES } from '../../engine/i18n/locales.ts';
import { HEADLINE_COUNT, HEADLINES } from '../../engine/home/headlines.ts';

const root = path.resolve(import.meta.dirname, '../..');
const format = (icu: string, values: Record<string, string | number | Date>, locale: string) => formatMessage(compileIcu(icu), values, locale);

describe('the repository catalogues', () => {
  it('every locale has exactly English namespaces, keys and placeholders', () => {
    expect(checkMessages(readCatalogues(root))).toEqual([]);
  });

  it("the English hero headlines are the specification's, word for word and in order", () => {
    const en = readCatalogues(root).en?.home ?? {};
    expect(Array.from({ length: HEADLINE_COUNT }, (_, i) => en[`headline${i + 1}`])).toEqual([...HEADLINES]);
    expect(en[`headline${HEADLINE_COUNT + 1}`]).toBeUndefined();
  });

  it('every locale of the site has a folder of messages', () => {
    expect(Object.keys(readCatalogues(root)).sort()).toEqual([...LOCALES].sort());
  });

  it('a page gets its own locale only, with every English key', () => {
    const es = loadMessages('es', ['layout']);
    expect(Object.keys(es)).toEqual(['layout']);
    expect(es.layout?.skipLink).toBe('Saltar al contenido');
    expect(Object.keys(es.layout ?? {}).sort()).toEqual(Object.keys(loadMessages('en', ['layout']).layout ?? {}).sort());
  });
});

describe('the check fails on', () => {
  const en = { layout: { hello: 'Hello {name}', items: '{n, plural, one {# item} other {# items}}' } };
  it('a missing key', () => {
    const problems = checkMessages({ en, es: { layout: { hello: 'Hola {name}' } } }, ['en', 'es']);
    expect(problems).toEqual([expect.objectContaining({ file: 'src/i18n/messages/es/layout.json', key: 'items', message: expect.stringContaining('missing') })]);
  });
  it('an extra key', () => {
    const problems = checkMessages({ en, es: { layout: { ...en.layout, extra: 'x' } } }, ['en', 'es']);
    expect(problems.map((p) => p.key)).toEqual(['extra']);
  });
  it('a missing namespace file', () => {
    expect(checkMessages({ en, es: {} }, ['en', 'es'])).toEqual([{ file: 'src/i18n/messages/es/layout.json', message: 'is missing' }]);
  });
  it('a placeholder renamed or dropped', () => {
    const problems = checkMessages({ en, es: { layout: { hello: 'Hola {nombre}', items: '{n, plural, one {# cosa} other {# cosas}}' } } }, ['en', 'es']);
    expect(problems).toEqual([expect.objectContaining({ key: 'hello', message: expect.stringContaining('{nombre}') })]);
  });
  it('invalid ICU', () => {
    const problems = checkMessages({ en, es: { layout: { hello: 'Hola {name', items: en.layout.items } } }, ['en', 'es']);
    expect(problems).toEqual([expect.objectContaining({ key: 'hello', message: expect.stringContaining('not valid ICU') })]);
  });
  it('reads placeholders through plural branches', () => {
    expect(placeholdersOf('{n, plural, one {# for {who}} other {# for {who}}}')).toEqual(['{n, plural}', '{who}']);
  });
});

describe('formatMessage', () => {
  const items = '{count, plural, =0 {none} zero {zero:#} one {one:#} two {two:#} few {few:#} many {many:#} other {other:#}}';
  it('chooses each locale’s CLDR plural category (Intl.PluralRules)', () => {
    expect(format(items, { count: 1 }, 'en')).toBe('one:1');
    expect(format(items, { count: 0 }, 'en')).toBe('none');
    expect(format(items, { count: 1 }, 'ja')).toBe('other:1');
    expect(format(items, { count: 1 }, 'id')).toBe('other:1');
    expect(format(items, { count: 2 }, 'ar')).toBe('two:2');
    expect(format(items, { count: 3 }, 'ar')).toBe('few:3');
    expect(format(items, { count: 11 }, 'ar')).toBe('many:11');
    expect(format(items, { count: 100 }, 'ar')).toBe('other:100');
    expect(format(items, { count: 1000000 }, 'es')).toBe('many:1.000.000');
    expect(format('{count, plural, one {# livre} other {# livres}}', { count: 1.5 }, 'fr')).toBe('1,5 livre');
    expect(format('{count, plural, one {# Tool} other {# Tools}}', { count: 1 }, 'de')).toBe('1 Tool');
  });
  it('formats # with the page locale’s digits and separators', () => {
    expect(format('{n, plural, other {# x}}', { n: 1234 }, 'de')).toBe('1.234 x');
    expect(format('{n, plural, other {# x}}', { n: 1234 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(1234)} x`);
  });
  it('selects, numbers and dates', () => {
    expect(format('{g, select, a {A} other {O}}', { g: 'a' }, 'en')).toBe('A');
    expect(format('{g, select, a {A} other {O}}', { g: 'z' }, 'en')).toBe('O');
    expect(format('{n, number}', { n: 1234.5 }, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5));
    const day = new Date(Date.UTC(2026, 0, 15, 12));
    expect(format('{d, date, long}', { d: day }, 'ja')).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'long' }).format(day));
    expect(format('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'en')).toBe('22nd');
  });
  it('keeps a plain message a string and quoted braces literal', () => {
    expect(compileIcu('Plain text')).toBe('Plain text');
    expect(format("Type '{name}' here", {}, 'en')).toBe('Type {name} here');
  });
  it('an English plural reads right for any count (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), (n) => {
        const text = format('{n, plural, one {# word} other {# words}}', { n }, 'en');
        expect(text).toBe(`${n.toLocaleString('en')} ${n === 1 ? 'word' : 'words'}`);
      }),
    );
  });
  it('a plain placeholder takes any value as it is (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(format('Hi {name}!', { name }, 'es')).toBe(`Hi ${name}!`);
      }),
    );
  });
  it('every locale of the table has plural rules in this runtime', () => {
    for (const locale of LOCALES) expect(new Intl.PluralRules(LOCALE_INFO[locale].htmlLang).resolvedOptions().pluralCategories.length).toBeGreaterThan(0);
  });
});
