import { LOCALE_INFO, type Locale } from '../../../engine/i18n/locales.ts';
import { contentFile, hrefResolver, localeOfRequest } from './content-files.server.ts';
import { parseFrontMatter } from './front-matter.server.ts';
import { markdownToBlocks, markdownToInline } from './markdown-tree.server.ts';
import type { ProsePageContent } from './prose-tree.ts';

// A prose page (About, the legal pages) is src/content/<page>/<locale>.md: front matter for the
// page's title, lead, meta title and description, the "last updated" line and, on translations
// of legal pages, the notice that the English text prevails; then the Markdown body.

const REQUIRED = ['title', 'metaTitle', 'metaDescription'] as const;

/** The loader of a prose page: its text in the locale of the requested path. */
export function loadProsePage(page: string, request: Request): ProsePageContent {
  return readProsePage(page, localeOfRequest(request));
}

export function readProsePage(page: string, locale: Locale, files?: Readonly<Record<string, string>>): ProsePageContent {
  const fileName = `src/content/${page}/${locale}.md`;
  const { data, body } = parseFrontMatter(contentFile(page, locale, 'md', files), fileName);
  for (const key of REQUIRED) if (!data[key]) throw new Error(`${fileName}: front matter needs "${key}"`);
  const resolveHref = hrefResolver(locale);
  const content: ProsePageContent = {
    locale,
    path: `/${page}`,
    title: data.title ?? '',
    metaTitle: data.metaTitle ?? '',
    metaDescription: data.metaDescription ?? '',
    blocks: markdownToBlocks(body, resolveHref),
  };
  if (data.lead) content.lead = data.lead;
  if (data.updated) content.lastUpdated = lastUpdatedLine(data.lastUpdatedText, data.updated, locale, fileName);
  if (data.translationNotice) content.translationNotice = markdownToInline(data.translationNotice, resolveHref);
  if (data.cta) content.cta = { label: data.cta, href: resolveHref(data.ctaHref ?? '/') };
  return content;
}

/** "Last updated: {date}" with the ISO date written the locale's way (November 22, 2026; 2026年11月22日). */
function lastUpdatedLine(template: string | undefined, isoDate: string, locale: Locale, fileName: string): string {
  if (!template?.includes('{date}')) throw new Error(`${fileName}: "updated" needs "lastUpdatedText" with {date}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`${fileName}: "updated" must be YYYY-MM-DD`);
  const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${isoDate}T00:00:00Z`));
  return template.replace('{date}', date);
}
