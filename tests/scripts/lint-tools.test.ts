import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GOOD_ROOT, makeCatalogueRoot, readGoodManifest } from '../helpers/catalogue-fixture.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/lint-tools.ts');

async function lint(root?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...(root ? [root] : [])]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function snapshotFiles(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(root, { recursive: true }) as string[]) {
    const full = path.join(root, f);
    if (fs.statSync(full).isFile()) out[f] = fs.readFileSync(full, 'utf8');
  }
  return out;
}

describe('npm run lint:tools', () => {
  it('passes the good fixture catalogue', async () => {
    const result = await lint(GOOD_ROOT);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('lint:tools: 1 tools, no problems');
  });

  it('passes the repository catalogue', async () => {
    const result = await lint();
    expect(result.stdout).toMatch(/lint:tools: \d+ tools, no problems/);
    expect(result.code).toBe(0);
  });

  it('prints one line per problem with file and pointer, exits 1 and edits nothing', async () => {
    const good = readGoodManifest();
    const root = makeCatalogueRoot({
      'sample-tool': good,
      'copy-tool': { ...good, id: 'copy-tool', listings: undefined },
      'wrong-id': { ...good, id: 'other', listings: undefined },
      'bad-json': '{ "id": "bad-json", ',
      'empty-folder': null,
      'no-prompt': { ...good, id: 'no-prompt', systemPrompt: undefined, listings: undefined },
      'bad-icon': { ...good, id: 'bad-icon', icon: 'nope', systemPrompt: `${String(good.systemPrompt)} Icon test.`, listings: undefined },
    });
    const before = snapshotFiles(root);
    const result = await lint(root);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split('\n')).toEqual([
      'tools/bad-icon/manifest.json /icon unknown icon "nope" (see engine/catalogue/icon-names.ts)',
      expect.stringMatching(/^tools\/bad-json\/manifest\.json \/ is not valid JSON: /),
      'tools/empty-folder/manifest.json / missing: every folder under tools/ needs a manifest.json',
      'tools/no-prompt/manifest.json /systemPrompt is required for the generic renderer: write the prompt this tool needs',
      "tools/sample-tool/manifest.json /systemPrompt is the same as copy-tool's: each tool needs its own prompt",
      'tools/wrong-id/manifest.json /id must equal the folder name "wrong-id"',
    ]);
    expect(result.stderr).toMatch(/6 problem\(s\) in 6 file\(s\)/);
    expect(snapshotFiles(root)).toEqual(before);
  });
});
