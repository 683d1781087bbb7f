import { languageLinks } from '../../engine/i18n/language-links.ts';
import type { Locale } from '../../engine/i18n/locales.ts';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page of the sitemap: its English address and the locales it exists in. */
export interface SitemapPage {
  path: string;
  locales: readonly Locale[];
}

/**
 * sitemap.xml for the given origin: one `<url>` per page and locale, each listing every language
 * version of its page (xhtml:link hreflang, x-default → English), the same links as the pages' heads.
 */
export function renderSitemap(siteUrl: string, pages: readonly (SitemapPage | string)[]): string {
  const urls = pages.flatMap((entry) => {
    const page = typeof entry === 'string' ? { path: entry, locales: ['en'] as const } : entry;
    return page.locales.map((locale) => {
      const links = languageLinks({ englishPath: page.path, locale, available: page.locales, siteUrl });
      const alternates = page.locales.length > 1 ? links.alternates.map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escape(a.href)}"/>`).join('') : '';
      return `  <url><loc>${escape(links.canonical)}</loc>${alternates}${alternates ? '\n  ' : ''}</url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
