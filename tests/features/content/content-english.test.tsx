import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fairUseAnswer, GENERAL_FAIR_USE } from '../../../engine/usage/fair-use-text.ts';
import { ProsePage } from '../../../src/features/content/prose-page.tsx';
import { localizedFairUse } from '../../../src/features/faq/fair-use-text.ts';
import { homeFaqEntries } from '../../../src/features/faq/faq-entries.ts';
import { loadFaqPage, readFairUseText, readFaqPage } from '../../../src/features/faq/load-faq.server.ts';
import { loadProsePage, readProsePage } from '../../../src/features/content/load-prose-page.server.ts';

// The English pages say what they said when their text lived in the page modules: key
// sentences, their markup (a link stays a link, a table a table) and the date line.

function html(page: string, locale: 'en' | 'ja' = 'en', slots?: Record<string, string>): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProsePage content={readProsePage(page, locale)} slots={slots} />
    </MemoryRouter>,
  );
}

describe('the English prose pages', () => {
  it('privacy policy: title, date, sections and localized-free links', () => {
    const page = html('privacy-policy');
    expect(page).toContain('<h1>Privacy Policy</h1>');
    expect(page).toContain('<p class="lead">What we collect when you use AI Writing Tools, why, and the choices you have.</p>');
    expect(page).toContain('<p><em>Last updated: November 25, 2026</em></p>');
    expect(page).toContain('<h3>Saved results on your device</h3>');
    expect(page).toContain('Your requests and the generated text are <strong>not stored</strong> on our server.');
    expect(page).toContain('on the <a href="/history"');
    expect(page).toContain('<a href="/seo-tools/all-in-title-search-tool"');
    expect(page).toContain('<li>To run the title search and show you the results.</li>');
    expect(page).toContain('<li><strong>Supabase and GitHub.</strong> Used only if you choose to sign in to like tools.</li>');
    expect(page).not.toContain('translation-notice');
  });

  it('cookie policy: the storage table with code keys', () => {
    const page = html('cookie-policy');
    expect(page).toContain('<div class="markdown"><table><thead><tr><th scope="col">Key</th><th scope="col">Purpose</th><th scope="col">Lifetime</th></tr></thead>');
    expect(page).toContain('<td>Supabase session key (<code>sb-…-auth-token</code>)</td>');
    expect(page).toContain('<p><em>Last updated: November 22, 2026</em></p>');
    expect(page).toContain('The site itself sets <strong>no cookies</strong>, and there are no advertising or tracking cookies.');
  });

  it('terms: the fair-use slot sits after its bold label', () => {
    const page = html('terms-of-service', 'en', { fairUse: GENERAL_FAIR_USE });
    expect(page).toContain(`<p><strong>Fair use.</strong> ${GENERAL_FAIR_USE}</p>`);
    expect(page).toContain('<h2>6. Service Provided “As Is”</h2>');
    expect(page).toContain('<li>get around rate limits, human verification or other protections, or disrupt the service for other people.</li>');
  });

  it('about: value cards, bullet points and the call to action', () => {
    const page = html('about');
    expect(page).toContain('<ul class="card-list"><li class="card"><h3>Innovation</h3><p>We turn new AI capabilities into tools that solve everyday writing jobs.</p></li>');
    expect(page).toContain('<li><strong>Secure &amp; Private:</strong> your text is not stored, and AI provider keys never leave our server.</li>');
    expect(page).toContain('<a class="button button-primary" href="/"');
    expect(page).toContain('>Explore Our Tools</a>');
  });

  it('disclaimer: links to the terms, bug report and contact page', () => {
    const page = html('disclaimer');
    expect(page).toMatch(/See our <a href="\/terms-of-service"[^>]*>Terms of Service<\/a> for the full terms of use\./);
    expect(page).toMatch(/please <a href="\/report-bug"[^>]*>report a bug<\/a> or reach us through the <a href="\/contact"[^>]*>contact page<\/a>\./);
  });

  it('a translated page links within its locale, writes the date its way and points to the English text', () => {
    const page = html('privacy-policy', 'ja');
    expect(page).toContain('2026年11月25日');
    expect(page).toContain('href="/ja/contact"');
    expect(page).toMatch(/class="translation-notice" role="note">[^<]+<a href="\/privacy-policy"/);
  });
});

describe('the loaders pick the locale from the path prefix', () => {
  it('reads /ja/about in Japanese, /es/faq (and its data request) in Spanish, /faq in English', () => {
    expect(loadProsePage('about', new Request('http://localhost/ja/about')).locale).toBe('ja');
    expect(loadProsePage('about', new Request('http://localhost/about')).title).toBe('About AI Writing Tools');
    expect(loadFaqPage(new Request('http://localhost/es/faq.data')).locale).toBe('es');
    expect(loadFaqPage(new Request('http://localhost/faq')).title).toBe('Frequently Asked Questions');
  });
});

describe('the English FAQ', () => {
  it('keeps its questions and answers, the fair-use one being the general sentence', () => {
    const faq = readFaqPage('en');
    expect(faq.entries.map((e) => e.question)).toContain('Is there a limit on how much I can generate?');
    expect(faq.entries.find((e) => e.fairUse)?.answer).toBe(GENERAL_FAIR_USE);
    expect(faq.entries.find((e) => e.id === 'support-time')?.answer).toBe('We answer support messages within 24 hours.');
    expect(homeFaqEntries().map((e) => e.id)).toEqual(['what-is-it', 'are-tools-free', 'account-needed']);
    expect(homeFaqEntries('es')[0]?.question).toBe(readFaqPage('es').entries[0]?.question);
  });
});

const limits = fc.record({
  generationsPerDay: fc.nat(100_000),
  imagesPerDay: fc.nat(1_000),
  outputTokensPerDay: fc.nat(10_000_000),
  maxConcurrentStreams: fc.nat(20),
});

describe('the fair-use answer in every locale', () => {
  it('English from the content file equals the engine answer for any limits', () => {
    const text = readFairUseText('en');
    expect(localizedFairUse(undefined, text, 'en')).toBe(GENERAL_FAIR_USE);
    fc.assert(fc.property(limits, (l) => localizedFairUse(l, text, 'en') === fairUseAnswer(l)));
  });

  it('other locales write the numbers with Intl for their language and leave no placeholder', () => {
    const l = { generationsPerDay: 12000, imagesPerDay: 1, outputTokensPerDay: 40000, maxConcurrentStreams: 2 };
    expect(localizedFairUse(l, readFairUseText('de'), 'de')).toContain('12.000');
    expect(localizedFairUse(l, readFairUseText('fr'), 'fr')).toContain('12\u202f000');
    expect(localizedFairUse(l, readFairUseText('es'), 'es')).toContain('30.000');
    expect(localizedFairUse(l, readFairUseText('ar'), 'ar')).toContain('12,000');
    for (const [locale, lang] of [['pt-br', 'pt-BR'], ['id', 'id'], ['ja', 'ja'], ['ar', 'ar']] as const) {
      fc.assert(fc.property(limits, (any) => !/[{}]/.test(localizedFairUse(any, readFairUseText(locale), lang))));
    }
  });
});
