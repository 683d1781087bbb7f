import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse } from '@messageformat/parser';
import { DEFAULT_LOCALE, LOCALES } from '../../engine/i18n/locales.ts';

// The interface messages' check (npm run lint, tests/i18n): every locale has exactly English's
// namespaces and keys, each message parses as ICU MessageFormat, and its placeholders (names
// and kinds: `{name}`, `{n, plural}`…) are English's, so no translation drops or invents one.

export type Catalogues = Record<string, Record<string, Record<string, unknown>>>;

export interface MessageProblem {
  file: string;
  key?: string;
  message: string;
}

type Part = string | [string, string?, unknown?];

function collect(parts: readonly Part[], into: Set<string>): void {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    const [name, kind, detail] = part;
    into.add(kind ? `{${name}, ${kind}}` : `{${name}}`);
    if ((kind === 'plural' || kind === 'selectordinal' || kind === 'select') && !(detail as Record<string, unknown>).other) throw new Error(`{${name}, ${kind}} has no "other" case`);
    if (detail && typeof detail === 'object') for (const branch of Object.values(detail as Record<string, unknown>)) if (Array.isArray(branch)) collect(branch as Part[], into);
  }
}

/** The placeholders of an ICU message, e.g. `{name}` and `{count, plural}`; throws on a syntax error. */
export function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  // The compiler forgives a syntax error (it prints it and keeps the text); the parser it uses does not.
  parse(text);
  const compiled = compileMessage(text) as string | Part[];
  if (typeof compiled !== 'string') collect(compiled, found);
  return [...found].sort();
}

function checkMessage(file: string, key: string, text: unknown, english: string | undefined, problems: MessageProblem[]): void {
  if (typeof text !== 'string') return void problems.push({ file, key, message: 'is not a string' });
  let own: string[];
  try {
    own = placeholdersOf(text);
  } catch (error) {
    return void problems.push({ file, key, message: `is not valid ICU MessageFormat: ${(error as Error).message}` });
  }
  if (english === undefined) return;
  const want = placeholdersOf(english);
  if (own.join() !== want.join()) problems.push({ file, key, message: `has placeholders ${own.join(' ') || '(none)'}; English has ${want.join(' ') || '(none)'}` });
}

/** Every problem of the catalogues (locale → namespace → key → ICU text), against English's. */
export function checkMessages(catalogues: Catalogues, locales: readonly string[] = LOCALES): MessageProblem[] {
  const problems: MessageProblem[] = [];
  const english = catalogues[DEFAULT_LOCALE] ?? {};
  for (const locale of locales) {
    const own = catalogues[locale] ?? {};
    for (const ns of new Set([...Object.keys(english), ...Object.keys(own)])) {
      const file = `src/i18n/messages/${locale}/${ns}.json`;
      const source = english[ns];
      const messages = own[ns];
      if (!source) problems.push({ file, message: 'has no English namespace of that name (messages/en/)' });
      if (!messages) {
        problems.push({ file, message: 'is missing' });
        continue;
      }
      for (const key of Object.keys(source ?? {})) if (!(key in messages)) problems.push({ file, key, message: 'is missing (English has it)' });
      for (const [key, text] of Object.entries(messages)) {
        if (source && !(key in source)) problems.push({ file, key, message: 'is not an English key (remove it, or add it to messages/en/ first)' });
        else checkMessage(file, key, text, locale === DEFAULT_LOCALE ? undefined : (source?.[key] as string), problems);
      }
    }
  }
  return problems;
}

/** Reads src/i18n/messages/<locale>/<namespace>.json under `root`. */
export function readCatalogues(root: string): Catalogues {
  const dir = path.join(root, 'src', 'i18n', 'messages');
  const catalogues: Catalogues = {};
  for (const locale of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const files = fs.readdirSync(path.join(dir, locale)).filter((f) => f.endsWith('.json'));
    catalogues[locale] = Object.fromEntries(files.map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, locale, f), 'utf8')) as Record<string, unknown>]));
  }
  return catalogues;
}
