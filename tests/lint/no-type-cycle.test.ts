import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import noTypeCycle from '../../eslint-rules/no-type-cycle.js';

/** Lints the given files (name -> text) in a new folder with only local/no-type-cycle on. */
async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'type-cycle-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-type-cycle': noTypeCycle } } },
        rules: { 'local/no-type-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.map((m) => m.message)]));
}

describe('local/no-type-cycle', () => {
  it('reports a circle made of type-only imports, on each module of it, naming the circle', async () => {
    const out = await lint({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
      'c.ts': "import type { A } from './a.ts';\nexport type C = A;\n",
    });
    expect(out['a.ts']).toEqual([expect.stringContaining('a.ts -> b.ts -> a.ts')]);
    expect(out['b.ts']).toEqual([expect.stringContaining('b.ts -> a.ts -> b.ts')]);
    expect(out['c.ts']).toEqual([]); // imports into the circle, is not on it
  });

  it('reports a circle of a value import and a re-export, and passes a one-way chain', async () => {
    expect((await lint({ 'a.ts': "import { b } from './b.ts';\nexport const a = b;\n", 'b.ts': "export { a as b } from './a.ts';\n" }))['a.ts']).toHaveLength(1);
    const chain = await lint({ 'a.ts': "import type { B } from './b.ts';\nexport type A = B;\n", 'b.ts': 'export type B = string;\n' });
    expect(Object.values(chain).flat()).toEqual([]);
  });
});
