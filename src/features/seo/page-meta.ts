import { SITE_NAME } from '../../site-config.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Route path, e.g. /tools/ai-writer. */
  path: string;
}

type MetaDescriptor = Record<string, string>;

/**
 * Title, description, Open Graph and Twitter tags for one route. The canonical link, og:url and the
 * language alternates come from the root's loader for every page alike (features/i18n-seo), so a
 * localized page is its own canonical.
 */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

/** A tool page's title falls back to 'Free {title} | AI Writing Assistant Tool' (the specification's wording). */
export function toolPageTitle(tool: { title: string; seo?: { title: string } }): string {
  return tool.seo?.title ?? `Free ${tool.title} | AI Writing Assistant Tool`;
}
