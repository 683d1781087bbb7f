import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_PATHS, prerenderPaths, sitemapPaths, STATIC_PAGE_PATHS } from '../../scripts/lib/prerender-paths.ts';
import { publicBuildDefines } from '../../scripts/lib/public-build-settings.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { renderRobots, renderSitemap } from '../../scripts/lib/sitemap.ts';
import { LOCALES, localizePath, splitLocalePath } from '../../engine/i18n/locales.ts';

describe('prerendered routes and sitemap', () => {
  it('prerenders every static page and every tool route once', () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    // Every page of the site in every locale: a page that is not a tool exists in all of them.
    for (const p of STATIC_PAGE_PATHS) expect(paths).toContain(localizePath(p, 'ar'));
    for (const p of STATIC_PAGE_PATHS) expect(paths).toContain(p);
    expect(paths).toContain('/ai-text-editor');
    expect(paths).toContain('/text-to-image');
    expect(paths).toContain('/tools/ai-writer');
    // Every tool's own route, whatever the number of tools (no count: a new folder changes it).
    const { tools } = readCatalogue(path.resolve(import.meta.dirname, '../..'));
    const english = paths.filter((p) => splitLocalePath(p).locale === 'en');
    expect(english.filter((p) => !STATIC_PAGE_PATHS.includes(p) && !PRIVATE_PAGE_PATHS.includes(p)).sort()).toEqual(tools.map((t) => t.path).sort());
  });

  it('prerenders the private pages (saved results, share) but keeps them out of the sitemap', () => {
    for (const p of PRIVATE_PAGE_PATHS) expect(prerenderPaths()).toContain(p);
    expect(sitemapPaths().filter((p) => PRIVATE_PAGE_PATHS.includes(splitLocalePath(p).path))).toEqual([]);
    expect(sitemapPaths().length).toBe(prerenderPaths().length - PRIVATE_PAGE_PATHS.length * LOCALES.length);
  });

  it('writes absolute, escaped URLs', () => {
    const xml = renderSitemap('https://example.com', ['/', '/tools/a&b']);
    expect(xml).not.toContain('xhtml:link rel');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/tools/a&amp;b</loc>');
    expect(renderRobots('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml');
  });

  it('lists each language version with all its alternates, reciprocally', () => {
    const xml = renderSitemap('https://example.com', [{ path: '/faq', locales: ['en', 'es', 'ar'] }]);
    const urls = xml.split('<url>').slice(1);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      for (const [lang, href] of [['en', '/faq'], ['es', '/es/faq'], ['ar', '/ar/faq'], ['x-default', '/faq']])
        expect(url).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="https://example.com${href}"/>`);
    }
    expect(urls[1]).toContain('<loc>https://example.com/es/faq</loc>');
  });

  it('takes SITE_URL without a trailing slash and rejects a bad one', () => {
    expect(publicBuildDefines({ SITE_URL: 'https://tools.example.org/' }).__SITE_URL__).toBe('"https://tools.example.org"');
    expect(publicBuildDefines({}).__SITE_URL__).toBe('"http://localhost:3000"');
    expect(() => publicBuildDefines({ SITE_URL: 'tools.example.org' })).toThrow(/SITE_URL/);
    // The support email and social link are run-time settings now (GET /api/config).
    expect(Object.keys(publicBuildDefines({ SITE_SUPPORT_EMAIL: 'a@b.org', SITE_SOCIAL_URL: 'https://x.org' }))).toEqual(['__SITE_URL__']);
  });
});
