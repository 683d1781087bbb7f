import { SITE_NAME, SITE_URL } from '../../site-config.ts';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Route path, e.g. /tools/ai-writer. */
  path: string;
}

type MetaDescriptor = Record<string, string>;

/** Title, description, canonical link, Open Graph and Twitter tags for one route. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = SITE_URL + (path === '/' ? '/' : path);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
}

/** A tool page's title falls back to 'Free {title} | AI Writing Assistant Tool' (the specification's wording). */
export function toolPageTitle(tool: { title: string; seo?: { title: string } }): string {
  return tool.seo?.title ?? `Free ${tool.title} | AI Writing Assistant Tool`;
}
