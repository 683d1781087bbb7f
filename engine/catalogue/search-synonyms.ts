import synonymsFile from '../../tools/search-synonyms.json';

/**
 * Intents visitors type that the catalogue's own words miss: a query containing one of these
 * terms also finds the listed tools. The table is data (tools/search-synonyms.json), kept small
 * and hand-written on purpose; "word counter" is deliberately absent, since no tool counts words
 * and a clear "no tools found" is better than a wrong suggestion.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = synonymsFile.synonyms;

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
