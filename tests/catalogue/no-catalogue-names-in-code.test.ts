import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_PAGES } from '../../engine/catalogue/site-pages.ts';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';

// Policy is data: code never names a tool, a category or a page's own address. Adding, renaming
// or moving one is an edit to tools/ only. This reads every module of src/, server/ and engine/
// (comments and import paths aside) for each id and own path of the catalogue.

const root = path.resolve(import.meta.dirname, '../..');
const catalogue = readCatalogue(root);
const ownPaths = [...catalogue.tools.map((t) => t.path).filter((p) => !p.startsWith('/tools/')), ...OWN_PAGES.map((p) => p.path)];
const names = [...catalogue.tools.map((t) => t.id), ...catalogue.categories.map((c) => c.id), ...ownPaths, ...ownPaths.map((p) => p.slice(1))];

/** Where a name may appear in code, each with its reason. */
// (Visitor copy that names a tool, such as the bug form's example address, lives in the interface
// catalogue, src/i18n/messages, which this check does not read.)
const ALLOWED: ReadonlyArray<{ file: string; text: string; reason: string }> = [];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === '+types' ? [] : sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** The code of a module without its comments and its import specifiers (a module may be named like a tool). */
function codeOf(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/\bfrom\s+['"][^'"]+['"]/g, 'from ""')
    .replace(/\bimport\(\s*['"][^'"]+['"]\s*\)/g, 'import("")');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function findNames(files: readonly string[]): string[] {
  const pattern = new RegExp(`(?<![\\w-])(${[...new Set(names)].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\w-])`, 'g');
  const found: string[] = [];
  for (const file of files) {
    const lines = codeOf(fs.readFileSync(path.join(root, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      for (const match of line.matchAll(pattern)) {
        if (ALLOWED.some((a) => a.file === file && line.includes(a.text))) continue;
        found.push(`${file}:${i + 1} names "${match[1]}": ${line.trim().slice(0, 120)}`);
      }
    });
  }
  return found;
}

describe('no catalogue names in code', () => {
  it('reads a catalogue with tools, categories and own pages', () => {
    expect(catalogue.tools.length).toBeGreaterThan(50);
    expect(catalogue.categories.length).toBeGreaterThan(5);
    expect(ownPaths.length).toBeGreaterThanOrEqual(3);
  });

  it('src/, server/ and engine/ name no tool id, category id or own path (move it to tools/)', () => {
    const files = ['src', 'server', 'engine'].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(findNames(files)).toEqual([]);
  });

  it('finds a name written in code, and not one in a comment or an import path', () => {
    const dir = fs.mkdtempSync(path.join(root, 'tests', '.tmp-names-'));
    try {
      const tool = catalogue.tools[0]!.id;
      fs.writeFileSync(path.join(dir, 'a.ts'), `import x from './${tool}.ts';\n// see ${tool}\nexport const id = '${tool}';\n`);
      expect(findNames([path.relative(root, path.join(dir, 'a.ts'))])).toEqual([expect.stringContaining(`names "${tool}"`)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('every allowed exception is still needed', () => {
    for (const a of ALLOWED) expect(fs.readFileSync(path.join(root, a.file), 'utf8'), a.reason).toContain(a.text);
  });
});
