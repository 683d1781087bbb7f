export type ExportFormat = 'md' | 'txt' | 'html' | 'docx';

const MAX_WORDS = 6;
const MAX_SLUG = 60;

/** Lowercase ASCII words joined by hyphens; accents folded, everything else dropped. */
function slug(text: string, maxWords: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, maxWords)
    .join('-')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/**
 * A download's file name from the tool and the first words of the request, e.g.
 * "ai-writer-a-blog-post-about-bees.md". Safe on every file system: only [a-z0-9-].
 */
export function exportFileName(toolId: string, request: string, format: ExportFormat): string {
  const tool = slug(toolId, 12) || 'result';
  const words = slug(request, MAX_WORDS);
  return `${words ? `${tool}-${words}` : tool}.${format}`;
}
