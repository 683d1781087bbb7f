// Reads a filled message back into its template and values: the gateway answers an error's text in
// English (the API speaks English), and a localized page shows the same message from its own
// catalogue. Matching the text against the English templates gives the key and the values the
// translation is filled with, so the gateway needs to send nothing more than it does.

export interface MatchedMessage {
  key: string;
  values: Record<string, string>;
}

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
  literal: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string, template: string): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const name = m[1] ?? '';
    source += escape(template.slice(last, m.index));
    // A name used twice must hold the same value both times.
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    if (!names.includes(name)) names.push(name);
    last = m.index + m[0].length;
  }
  source += escape(template.slice(last));
  return { key, regex: new RegExp(`^${source}$`), names, literal: template.replace(PLACEHOLDER, '').length };
}

/**
 * A matcher over `templates` (key → English text with {name} placeholders). An exact text wins;
 * otherwise the template with the most fixed text that matches, so a loose template such as
 * "{field} {problem}." only takes what no more precise one does.
 */
export function messageMatcher(templates: Readonly<Record<string, string>>): (text: string) => MatchedMessage | null {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, template] of Object.entries(templates)) {
    if (/\{\w+\}/.test(template)) patterns.push(patternOf(key, template));
    else if (!exact.has(template)) exact.set(template, key);
  }
  patterns.sort((a, b) => b.literal - a.literal);
  return (text) => {
    const key = exact.get(text);
    if (key !== undefined) return { key, values: {} };
    for (const pattern of patterns) {
      const groups = pattern.regex.exec(text)?.groups;
      if (groups) return { key: pattern.key, values: Object.fromEntries(pattern.names.map((n) => [n, groups[n] ?? ''])) };
    }
    return null;
  };
}
