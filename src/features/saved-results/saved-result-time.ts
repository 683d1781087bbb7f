/**
 * "25 Nov 2026, 08:12" in the visitor's own time zone, worded for the page's language (`htmlLang`,
 * e.g. "de", "pt-BR"); without one, the browser's own language, as the English pages always did.
 */
export function savedResultTime(ms: number, htmlLang?: string): string {
  return new Date(ms).toLocaleString(htmlLang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The first characters of a text on one line, for lists. */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
