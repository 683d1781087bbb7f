import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unbalancedBlock } from './css-blocks.ts';

// A stylesheet whose rule is left open (a lost `}`, as a merge can leave) is still valid CSS to
// the browser: every rule after it is read as part of that block and silently ignored, so whole
// pages lose their styles with no error anywhere. Every block must close where it belongs.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CSS_FOLDERS = ['src', 'renderers', 'tools'];

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.css')).map((e) => path.join(e.parentPath, e.name));
}

describe('stylesheets close every block', () => {
  it('finds an open rule and a stray brace', () => {
    expect(unbalancedBlock('.a {\n  margin: 0;\n\n.b {\n  color: red;\n}\n')).toEqual({ line: 1, problem: 'a block opened here never closes' });
    expect(unbalancedBlock('.a { content: "}"; }\n/* { */\n}')).toEqual({ line: 3, problem: 'a } that closes no block' });
    expect(unbalancedBlock('@media (x) {\n  .a { b: c; }\n}\n')).toBeNull();
  });

  it('every stylesheet of the site', () => {
    const problems = CSS_FOLDERS.flatMap((folder) => cssFiles(path.join(ROOT, folder))).flatMap((file) => {
      const found = unbalancedBlock(fs.readFileSync(file, 'utf8'));
      return found ? [`${path.relative(ROOT, file)}:${found.line}: ${found.problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
