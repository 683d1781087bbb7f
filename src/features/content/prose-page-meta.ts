import { localizePath } from '../../../engine/i18n/locales.ts';
import { pageMeta } from '../seo/page-meta.ts';
import type { ProsePageContent } from './prose-tree.ts';

/** Title, description and canonical address of a prose page, in its locale. */
export function prosePageMeta(content: ProsePageContent | undefined) {
  if (!content) return [];
  return pageMeta({ title: content.metaTitle, description: content.metaDescription, path: localizePath(content.path, content.locale) });
}
