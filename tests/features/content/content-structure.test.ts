import { describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES, type Locale } from '../../../engine/i18n/locales.ts';
import { contentFile } from '../../../src/features/content/content-files.server.ts';
import { parseFrontMatter } from '../../../src/features/content/front-matter.server.ts';
import { readProsePage } from '../../../src/features/content/load-prose-page.server.ts';
import type { ProseBlock, ProseInline, ProsePageContent } from '../../../src/features/content/prose-tree.ts';
import { readFairUseText, readFaqPage } from '../../../src/features/faq/load-faq.server.ts';

// Every locale has every content file, shaped like the English one: the same sections, lists,
// table rows, links and run-time slots in the same order, so a translation can drop or add no
// fact. Translated legal pages say the English text prevails and link to it.

const PROSE_PAGES = ['about', 'privacy-policy', 'terms-of-service', 'cookie-policy', 'disclaimer'] as const;
const LEGAL_PAGES = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'disclaimer'] as const;

function inlineShape(nodes: readonly ProseInline[]): string[] {
  return nodes.flatMap((n) => {
    if (typeof n === 'string') return [];
    if (n.t === 'link') return [`link:${n.href}`, ...inlineShape(n.c)];
    if (n.t === 'slot') return [`slot:${n.name}`];
    if (n.t === 'code') return [`code:${n.v}`];
    return inlineShape(n.c);
  });
}

/** The page's skeleton: block kinds, list sizes, table sizes, link targets, slots and code, without the words. */
function shape(blocks: readonly ProseBlock[]): string[] {
  return blocks.flatMap((b): string[] => {
    if (b.t === 'ul') return [`ul:${b.kind}:${b.items.length}`, ...b.items.flatMap((item) => shape(item))];
    if (b.t === 'table') return [`table:${b.head.length}x${b.rows.length}`, ...b.rows.flat().flatMap(inlineShape)];
    return [b.t, ...inlineShape(b.c)];
  });
}

const localized = (href: string, locale: Locale) => (locale === 'en' ? href : href.replace(/^\/(es|pt-br|fr|de|id|ja|ar)(?=\/|$)/, ''));

describe('prose pages in every locale', () => {
  for (const page of PROSE_PAGES) {
    const english = readProsePage(page, 'en');
    it(`${page}: English has sections and no translation notice`, () => {
      expect(english.blocks.filter((b) => b.t === 'h2').length).toBeGreaterThan(2);
      expect(english.translationNotice).toBeUndefined();
    });
    for (const locale of TRANSLATED_LOCALES) {
      it(`${page} in ${locale} has the English structure, links and date`, () => {
        const page_: ProsePageContent = readProsePage(page, locale);
        expect(page_.locale).toBe(locale);
        expect(shape(page_.blocks).map((s) => (s.startsWith('link:') ? `link:${localized(s.slice(5), locale)}` : s))).toEqual(shape(english.blocks));
        expect(shape(page_.blocks).filter((s) => s.startsWith('link:/')).every((s) => s.startsWith(`link:/${locale}/`))).toBe(true);
        expect(Boolean(page_.lead)).toBe(Boolean(english.lead));
        expect(page_.cta?.href).toBe(english.cta ? `/${locale}/` : undefined);
        const { data } = parseFrontMatter(contentFile(page, locale, 'md'), page);
        const { data: en } = parseFrontMatter(contentFile(page, 'en', 'md'), page);
        expect(data.updated).toBe(en.updated);
        expect(page_.title).not.toBe(english.title);
        // Emphasis or a link the Markdown parser did not recognise would show its asterisks or brackets.
        expect(JSON.stringify(page_.blocks)).not.toMatch(/\*\*|\]\(|\{[a-z]+\}/i);
      });
    }
  }

  for (const page of LEGAL_PAGES) {
    it(`${page}: every translation opens with a notice linking to the English page`, () => {
      for (const locale of TRANSLATED_LOCALES) {
        const notice = readProsePage(page, locale).translationNotice ?? [];
        expect(inlineShape(notice)).toEqual([`link:/${page}`]);
      }
    });
  }
});

describe('the FAQ in every locale', () => {
  const english = readFaqPage('en');
  const skeleton = (locale: Locale) =>
    readFaqPage(locale).entries.map((e) => ({ id: e.id, category: e.category, fairUse: e.fairUse ?? false, likesNote: e.likesNote !== undefined }));

  it('English has twelve questions and one fair-use answer', () => {
    expect(english.entries).toHaveLength(12);
    expect(english.entries.filter((e) => e.fairUse)).toHaveLength(1);
  });

  for (const locale of TRANSLATED_LOCALES) {
    it(`${locale} has the same questions in the same order, every word translated`, () => {
      const faq = readFaqPage(locale);
      expect(skeleton(locale)).toEqual(skeleton('en'));
      expect(Object.keys(faq.categories).sort()).toEqual(Object.keys(english.categories).sort());
      faq.entries.forEach((entry, i) => {
        expect(entry.question).not.toBe(english.entries[i]?.question);
        expect(entry.answer.length).toBeGreaterThan(0);
      });
      for (const key of ['title', 'lead', 'metaTitle', 'metaDescription', 'filterLabel', 'contactPrompt', 'contactLink'] as const) {
        expect(faq[key], key).toBeTruthy();
      }
    });

    it(`${locale} fair-use sentences have every part and placeholder`, () => {
      const text = readFairUseText(locale);
      const en = readFairUseText('en');
      expect(Object.keys(text).sort()).toEqual(Object.keys(en).sort());
      // Only `other` must show the number: Arabic says "one image" and "two images" in words.
      for (const plural of [text.generations, text.images, text.concurrent]) expect(plural.other).toContain('{count}');
      expect(text.words).toContain('{count}');
      expect(text.allowance).toContain('{list}');
    });
  }
});

describe('a missing content file', () => {
  it('fails instead of falling back to English', () => {
    const files = { '../../content/about/en.md': '---\ntitle: T\nmetaTitle: M\nmetaDescription: D\n---\n\nText.\n' };
    expect(readProsePage('about', 'en', files).blocks).toEqual([{ t: 'p', c: ['Text.'] }]);
    expect(() => readProsePage('about', 'es', files)).toThrow(/src\/content\/about\/es\.md is missing/);
    expect(() => readFaqPage('de', {})).toThrow(/src\/content\/faq\/de\.json is missing/);
  });

  it('every locale listed has every file', () => {
    for (const locale of LOCALES) {
      for (const page of PROSE_PAGES) expect(() => contentFile(page, locale, 'md')).not.toThrow();
      expect(() => contentFile('faq', locale, 'json')).not.toThrow();
      expect(() => contentFile('fair-use', locale, 'json')).not.toThrow();
    }
  });

  it('rejects markup the pages do not use, such as raw HTML', () => {
    const files = { '../../content/about/en.md': '---\ntitle: T\nmetaTitle: M\nmetaDescription: D\n---\n\n<script>alert(1)</script>\n' };
    expect(() => readProsePage('about', 'en', files)).toThrow(/"html" is not allowed/);
  });
});
