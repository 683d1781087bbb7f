import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageLinks } from '../../engine/i18n/language-links.ts';
import { LOCALE_INFO, LOCALES, type Locale } from '../../engine/i18n/locales.ts';
import { pageLocales } from '../../engine/i18n/page-locales.ts';
import { siteLocaleOf, suggestLocale } from '../../engine/i18n/suggest-locale.ts';

const SITE = 'https://example.org';
const localesArb = fc.subarray([...LOCALES]).map((ls) => (ls.includes('en') ? ls : ['en' as Locale, ...ls]));
const pathArb = fc.constantFrom('/', '/faq', '/tools/ai-writer', '/seo-tools/x');

describe('languageLinks (hreflang, canonical, og:locale)', () => {
  it('is self-canonical and lists every version plus x-default → English', () => {
    const links = languageLinks({ englishPath: '/faq', locale: 'es', available: ['en', 'es', 'ar'], siteUrl: SITE });
    expect(links.canonical).toBe(`${SITE}/es/faq`);
    expect(links.alternates).toEqual([
      { hrefLang: 'en', href: `${SITE}/faq` },
      { hrefLang: 'es', href: `${SITE}/es/faq` },
      { hrefLang: 'ar', href: `${SITE}/ar/faq` },
      { hrefLang: 'x-default', href: `${SITE}/faq` },
    ]);
    expect(links.ogLocale).toBe('es_ES');
    expect(links.ogLocaleAlternates).toEqual(['en_US', 'ar_AR']);
  });

  it('is reciprocal: every version names every other, and itself (property)', () => {
    fc.assert(
      fc.property(pathArb, localesArb, (englishPath, available) => {
        const all = available.map((locale) => languageLinks({ englishPath, locale, available, siteUrl: SITE }));
        for (const page of all) {
          const named = new Set(page.alternates.map((a) => a.href));
          for (const other of all) expect(named.has(other.canonical)).toBe(true);
          expect(page.alternates.filter((a) => a.hrefLang === 'x-default')).toEqual([{ hrefLang: 'x-default', href: all[0]!.canonical }]);
          expect(page.alternates).toHaveLength(available.length + 1);
        }
      }),
    );
  });

  it('names a locale the page lacks nowhere', () => {
    const links = languageLinks({ englishPath: '/tools/x', locale: 'en', available: ['en', 'de'], siteUrl: SITE });
    expect(links.alternates.map((a) => a.hrefLang)).toEqual(['en', 'de', 'x-default']);
  });
});

describe('pageLocales', () => {
  it('a page that is not a tool exists in every locale; a tool only where translated', () => {
    expect(pageLocales(undefined, () => false)).toEqual([...LOCALES]);
    expect(pageLocales('ai-writer', (_, l) => l === 'ja')).toEqual(['en', 'ja']);
  });
});

describe('suggestLocale (the banner, never a redirect)', () => {
  const base = { pageLocale: 'en' as Locale, available: [...LOCALES], remembered: null, browserLanguages: [] as string[], dismissed: false };
  it('maps browser tags to the site locales', () => {
    expect(siteLocaleOf('pt-BR')).toBe('pt-br');
    expect(siteLocaleOf('pt-PT')).toBe('pt-br');
    expect(siteLocaleOf('es-MX')).toBe('es');
    expect(siteLocaleOf('zh-CN')).toBeUndefined();
  });
  it('offers the first browser language the site has, or the remembered choice first', () => {
    expect(suggestLocale({ ...base, browserLanguages: ['zh-CN', 'de-AT', 'fr'] })).toBe('de');
    expect(suggestLocale({ ...base, browserLanguages: ['de'], remembered: 'ja' })).toBe('ja');
  });
  it('offers nothing when it is the page’s language, once dismissed, or when the page lacks it', () => {
    expect(suggestLocale({ ...base, browserLanguages: ['en-GB'] })).toBeNull();
    expect(suggestLocale({ ...base, browserLanguages: ['es'], dismissed: true })).toBeNull();
    expect(suggestLocale({ ...base, browserLanguages: ['es'], available: ['en'] })).toBeNull();
  });
  it('never offers the page’s own locale (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.array(fc.constantFrom(...LOCALES.map((l) => LOCALE_INFO[l].htmlLang), 'zh', 'xx-YY')), (pageLocale, browserLanguages) => {
        expect(suggestLocale({ ...base, pageLocale, browserLanguages })).not.toBe(pageLocale);
      }),
    );
  });
});
