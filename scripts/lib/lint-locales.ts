import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueProblem, Tool } from '../../engine/catalogue/types.ts';
import { TRANSLATED_LOCALES } from '../../engine/i18n/locales.ts';
import { validateSiteLocale, validateToolLocale } from '../../engine/validation/generated/validators.js';
import { expectedLocaleKeys, localeFileKeys } from './locale-keys.ts';
import { unknownKeyProblems } from './locale-key-messages.ts';
import { SITE_LOCALES_FOLDER } from './tool-locales.ts';

/** How far one locale's tool translations go: complete files, partial or invalid ones, of all tools. */
export interface LocaleCoverage {
  locale: string;
  total: number;
  translated: number;
  partial: number;
  missingKeys: number;
}

export interface SiteKeys {
  categoryIds: readonly string[];
}

type Report = (pointer: string, message: string) => void;

const LOCALE_LIST = TRANSLATED_LOCALES.join(', ');

function readJson(full: string, report: Report): unknown {
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    report('/', `is not valid JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/** The locale of a file in a locales/ folder, or undefined (reported) when its name is no translated locale. */
function localeOfFile(dir: string, name: string, report: Report): string | undefined {
  if (fs.statSync(path.join(dir, name)).isDirectory()) report('/', `is a folder: a locales/ folder holds one <locale>.json per language (${LOCALE_LIST})`);
  else if (name === 'en.json') report('/', 'must not exist: the English texts are the manifest (or tools/categories.json) itself; delete en.json');
  else if (!name.endsWith('.json') || !(TRANSLATED_LOCALES as readonly string[]).includes(name.slice(0, -5))) report('/', `"${name}" is not a locale: name the file <locale>.json, one of ${LOCALE_LIST}`);
  else return name.slice(0, -5);
  return undefined;
}

const schemaReports = (errors: ReadonlyArray<{ instancePath: string; message?: string }> | null | undefined, report: Report) => {
  for (const e of errors ?? []) report(e.instancePath || '/', e.message ?? 'is invalid');
};

/** Compares a valid file's keys with the ones its source needs; returns how many it misses. */
function compareKeys(expected: readonly string[], actual: readonly string[], report: Report, partialHint: string): number {
  const missing = expected.filter((k) => !actual.includes(k));
  for (const [pointer, message] of unknownKeyProblems(expected, actual)) report(pointer, message);
  if (missing.length > 0) report('/', `is partial: translate ${missing.join(', ')}${partialHint}`);
  return missing.length;
}

/** Search results show about 60 characters of a title: a longer one is cut where the reader cannot see it. */
export const SEO_TITLE_MAX = 60;

/** A translated seo.title over SEO_TITLE_MAX characters (code points, as a reader counts them). */
function reportLongSeoTitle(data: { seo?: { title?: string } }, report: Report): void {
  const title = data.seo?.title;
  if (title === undefined) return;
  const length = [...title].length;
  if (length > SEO_TITLE_MAX) {
    report('/seo/title', `is ${length} characters: search results cut a title after ${SEO_TITLE_MAX}; shorten it, keeping the search words in front`);
  }
}

function lintToolFolder(root: string, tool: Tool | undefined, folder: string, coverage: Map<string, LocaleCoverage>, problems: CatalogueProblem[]): void {
  const dir = path.join(root, 'tools', folder, 'locales');
  for (const name of fs.readdirSync(dir).sort()) {
    const file = `tools/${folder}/locales/${name}`;
    const report: Report = (pointer, message) => problems.push({ file, pointer, message });
    const locale = localeOfFile(dir, name, report);
    if (locale === undefined) continue;
    const data = readJson(path.join(dir, name), report);
    const entry = coverage.get(locale);
    if (data === undefined || !tool || !entry) continue; // a manifest the catalogue refused is reported on its own
    if (!validateToolLocale(data)) {
      schemaReports(validateToolLocale.errors, report);
      entry.partial++;
      continue;
    }
    reportLongSeoTitle(data, report);
    const missing = compareKeys(expectedLocaleKeys(tool), localeFileKeys(data), report, ' (or delete the file: an untranslated tool is shown in English)');
    if (missing > 0) entry.partial++;
    else entry.translated++;
    entry.missingKeys += missing;
  }
}

function siteExpectedKeys(site: SiteKeys): string[] {
  return site.categoryIds.flatMap((id) => [`/categories/${id}/title`, `/categories/${id}/description`]);
}

function lintSiteFolder(root: string, site: SiteKeys, problems: CatalogueProblem[]): void {
  const dir = path.join(root, 'tools', SITE_LOCALES_FOLDER);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir).sort()) {
    const file = `tools/${SITE_LOCALES_FOLDER}/${name}`;
    const report: Report = (pointer, message) => problems.push({ file, pointer, message });
    if (localeOfFile(dir, name, report) === undefined) continue;
    const data = readJson(path.join(dir, name), report);
    if (data === undefined) continue;
    if (!validateSiteLocale(data)) schemaReports(validateSiteLocale.errors, report);
    else compareKeys(siteExpectedKeys(site), localeFileKeys(data), report, '');
  }
}

/**
 * Every translation file of the catalogue: tools/<id>/locales/<locale>.json against the generated
 * tool-locale schema and its manifest (a key the manifest lacks, a text the manifest has and the
 * file misses), and tools/locales/<locale>.json against tools/categories.json. A tool with no file for a locale is no problem (it shows in English);
 * the coverage says how many have one.
 */
export function lintLocales(root: string, tools: readonly Tool[], site: SiteKeys): { problems: CatalogueProblem[]; coverage: LocaleCoverage[] } {
  const problems: CatalogueProblem[] = [];
  const coverage = new Map(TRANSLATED_LOCALES.map((locale): [string, LocaleCoverage] => [locale, { locale, total: tools.length, translated: 0, partial: 0, missingKeys: 0 }]));
  const byId = new Map(tools.map((t) => [t.id, t]));
  for (const entry of fs.readdirSync(path.join(root, 'tools'), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name === SITE_LOCALES_FOLDER) continue;
    const dir = path.join(root, 'tools', entry.name, 'locales');
    if (!fs.existsSync(dir)) continue;
    if (!fs.statSync(dir).isDirectory()) problems.push({ file: `tools/${entry.name}/locales`, pointer: '/', message: 'must be a folder of <locale>.json files' });
    else lintToolFolder(root, byId.get(entry.name), entry.name, coverage, problems);
  }
  lintSiteFolder(root, site, problems);
  return { problems, coverage: [...coverage.values()] };
}

/** One line per locale: "coverage es: 12/96 tools translated", with the partial files when there are any. */
export function coverageLines(coverage: readonly LocaleCoverage[]): string[] {
  const width = Math.max(...coverage.map((c) => c.locale.length));
  return coverage.map((c) => {
    const partial = c.partial > 0 ? `, ${c.partial} partial or invalid (${c.missingKeys} texts missing)` : '';
    return `coverage ${c.locale.padEnd(width)} ${c.translated}/${c.total} tools translated${partial}`;
  });
}
