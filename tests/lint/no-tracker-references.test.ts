import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No source, doc or config file may point at a document its reader does not have: an issue
// number of the project's tracker, a section number of the product specification, or a commit
// hash. A comment states the rule itself (what the code guarantees and why) instead.

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What counts as such a pointer: the word issue or issues before a number, a section sign (U+00A7)
 * before a number or after "spec", "spec" followed by the word section, or "commit" before a hexadecimal hash.
 * The section sign is written as an escape so that this file passes its own check.
 */
const TRACKER_REFERENCE = /(\b[Ii]ssues? [0-9]+|spec \u00a7|\u00a7 ?[0-9]|[Ss]pec section|commit [0-9a-f]{7})/;

/** Source, docs and config; images, fonts and the lock file hold none of our words. */
const SCANNED = /(\.(ts|tsx|mts|cts|mjs|cjs|js|css|md|json|cfg|yaml|yml|sql|html|sh)|(^|\/)(run|Dockerfile|\.env\.example))$/;
const SKIPPED = new Set(['package-lock.json']);

/** Folders the checkout never tracks (.gitignore); used when there is no .git, as in CI's copy. */
const UNTRACKED_DIRS = new Set(['node_modules', 'build', '.react-router', 'data', 'test-results', 'playwright-report', 'reports', '.e2e-build', '.git']);

function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return UNTRACKED_DIRS.has(entry.name) || name === 'bench/results' ? [] : walk(path.join(dir, entry.name), name);
    return entry.isFile() ? [name] : [];
  });
}

/** The tracked files (git ls-files), or every file outside ignored folders when the copy has no .git. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\0')
      .filter(Boolean);
  } catch {
    return walk(ROOT);
  }
}

/** Every line of the given files that holds a pointer, as "file:line: text". */
function findTrackerReferences(files: ReadonlyArray<{ name: string; text: string }>): string[] {
  return files.flatMap(({ name, text }) =>
    text.split('\n').flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('no tracker, specification-section or commit references', () => {
  it('finds a planted reference of each kind, with file and line, and passes plain text', () => {
    // Built from pieces so this file does not hold the words it forbids.
    const planted = [
      ['issue', ' 17'],
      ['Issues', ' 16 and 17'],
      ['spec ', '\u00a7', '7'],
      ['', '\u00a7', '9'],
      ['Spec', ' section 4'],
      ['commit ', 'f80331c'],
    ].map((parts) => `// ${parts.join('')}: something`);
    const text = ['// The rule itself, stated: a copy confirmation lasts 2 s.', ...planted].join('\n');
    expect(findTrackerReferences([{ name: 'src/x.ts', text }])).toEqual(planted.map((line, i) => `src/x.ts:${i + 2}: ${line}`));
    expect(findTrackerReferences([{ name: 'a.md', text: `See the issues list; tis${'sue 3'} is not one; commit often.` }])).toEqual([]);
  });

  it('finds none in the repository', () => {
    const files = repositoryFiles()
      .filter((name) => SCANNED.test(name) && !SKIPPED.has(path.basename(name)))
      .filter((name) => fs.existsSync(path.join(ROOT, name)))
      .map((name) => ({ name, text: fs.readFileSync(path.join(ROOT, name), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(findTrackerReferences(files), 'state the rule itself instead of pointing at a document').toEqual([]);
  });
});
