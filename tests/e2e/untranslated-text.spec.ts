import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TRANSLATED_LOCALES, localizePath, type Locale } from '../../engine/i18n/locales.ts';
import { gotoHydrated } from './support/site.ts';

// No English left on a localized page except names and code: every page kind of every locale is
// read as the visitor sees it (innerText: hidden menus and closed details excluded), and no English
// interface message or English tool description may appear in it. A message that a locale keeps
// identical to English on purpose (a name, "Markdown") is not English there, so it is skipped.

const MESSAGES = path.resolve('src/i18n/messages');
const PAGES = [
  '/',
  '/tools/ai-writer',
  '/tools/instagram-caption',
  '/ai-text-editor',
  '/seo-tools/all-in-title-search-tool',
  '/text-to-image',
  '/tools-suggest',
  '/report-bug',
  '/contact',
  '/faq',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/disclaimer',
  '/history',
];

function readCatalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(MESSAGES, locale))) {
    const messages = JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(messages)) out.set(`${file}:${key}`, text);
  }
  return out;
}

/** English texts that a visitor of `locale` must never read: plain messages (no placeholder) of two words or more, and tool titles. */
function englishTexts(locale: Locale): string[] {
  const english = readCatalogue('en');
  const local = readCatalogue(locale);
  // A name the translation keeps on purpose ("Alat Pencarian All in Title") is not English left behind.
  const localText = [...local.values()].join('\n');
  const texts = new Set<string>();
  for (const [id, text] of english) {
    if (text.includes('{') || local.get(id) === text || localText.includes(text)) continue;
    if (!/[A-Za-z]{3,}\s+[A-Za-z]{2,}/.test(text)) continue;
    texts.add(text);
  }
  for (const id of fs.readdirSync('tools')) {
    const manifest = path.join('tools', id, 'manifest.json');
    const translation = path.join('tools', id, 'locales', `${locale}.json`);
    if (!fs.existsSync(manifest) || !fs.existsSync(translation)) continue;
    const { title, description } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { title: string; description: string };
    const local = JSON.parse(fs.readFileSync(translation, 'utf8')) as { title: string };
    if (local.title !== title) texts.add(description);
  }
  return [...texts];
}

/** The title and meta description a page's HTML gives search results. */
function headText(html: string): { title: string; description: string } {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
  };
}

for (const locale of TRANSLATED_LOCALES) {
  test(`/${locale}/: no English interface text or tool description on any page kind`, async ({ page }) => {
    test.setTimeout(180_000);
    const texts = englishTexts(locale);
    expect(texts.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const englishPath of PAGES) {
      const url = localizePath(englishPath, locale);
      await gotoHydrated(page, url);
      const visible = await page.evaluate(() => document.body.innerText);
      for (const text of texts) if (visible.includes(text)) found.push(`${url}: "${text}"`);
    }
    expect(found).toEqual([]);
  });

  test(`/${locale}/: no page kind keeps the English title or description that search results show, and the not-found page is translated`, async ({ request }) => {
    const found: string[] = [];
    // The not-found page has no app (with JavaScript it goes home at once): its HTML is what a visitor without JavaScript reads.
    const notFound = await request.get(localizePath('/no/such/page', locale));
    expect(notFound.status()).toBe(404);
    const notFoundText = (await notFound.text()).replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
    for (const text of englishTexts(locale)) if (notFoundText.includes(text)) found.push(`not-found page: "${text}"`);
    for (const englishPath of PAGES) {
      const english = headText(await (await request.get(englishPath)).text());
      const local = headText(await (await request.get(localizePath(englishPath, locale))).text());
      expect(local.title, englishPath).not.toBe('');
      if (local.title === english.title) found.push(`${localizePath(englishPath, locale)} title: "${english.title}"`);
      if (english.description && local.description === english.description) found.push(`${localizePath(englishPath, locale)} description: "${english.description}"`);
    }
    expect(found).toEqual([]);
  });
}
