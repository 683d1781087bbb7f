/**
 * Intents visitors type that the catalogue's own words miss (issue 17): a query containing
 * one of these terms also finds the listed tools. Kept small and hand-written on purpose;
 * "word counter" is deliberately absent, since no tool counts words and a clear
 * "no tools found" is better than a wrong suggestion.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  paraphrase: ['paragraph-rewriter', 'sentence-rewriter', 'essay-rewriter'],
  paraphraser: ['paragraph-rewriter', 'sentence-rewriter', 'essay-rewriter'],
  reword: ['paragraph-rewriter', 'sentence-rewriter', 'essay-rewriter'],
  humanize: ['ai-plagiarism-remover', 'paragraph-rewriter', 'sentence-rewriter', 'essay-rewriter'],
  humanizer: ['ai-plagiarism-remover', 'paragraph-rewriter', 'sentence-rewriter', 'essay-rewriter'],
  resume: ['cover-letter', 'application-letter', 'linkedin-summary'],
  résumé: ['cover-letter', 'application-letter', 'linkedin-summary'],
  cv: ['cover-letter', 'application-letter', 'linkedin-summary'],
  summary: ['ai-summarizer'],
  summarise: ['ai-summarizer'],
  summarize: ['ai-summarizer'],
  tldr: ['ai-summarizer'],
};

/** The tool ids the synonym table gives for a trimmed, lower-cased query. */
export function synonymToolIds(needle: string, table: Readonly<Record<string, readonly string[]>> = SEARCH_SYNONYMS): Set<string> {
  const ids = new Set<string>();
  const words = needle.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  for (const [term, toolIds] of Object.entries(table)) {
    // A whole word of the query, or a query of 3+ letters that starts the term ("para" → paraphrase).
    const hit = words.includes(term) || (needle.length >= 3 && !needle.includes(' ') && term.startsWith(needle));
    if (hit) for (const id of toolIds) ids.add(id);
  }
  return ids;
}
