import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lintCatalogue } from '../../scripts/lib/lint-catalogue.ts';
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

/** The output without the per-locale coverage lines the lint prints after the problems. */
const problemLines = (stdout: string) => stdout.trim().split('\n').filter((line) => !line.startsWith('coverage '));

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
    expect(problemLines(result.stdout)).toEqual(['lint:tools: 1 tools, no problems']);
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
    expect(problemLines(result.stdout)).toEqual([
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

describe('the catalogue rules the lint owns', () => {
  const good = readGoodManifest();
  // Each tool differs from the good one by one broken rule (and its own prompt, so prompts stay unique).
  const variant = (id: string, change: Record<string, unknown>) => ({
    ...good,
    id,
    listings: undefined,
    systemPrompt: `${String(good.systemPrompt)} Variant ${id}.`,
    ...change,
  });

  it('reports each broken rule once, with the file and the JSON pointer', () => {
    const root = makeCatalogueRoot({
      'sample-tool': good,
      'no-route': variant('no-route', { path: '/nowhere-served' }),
      'bad-handoff': variant('bad-handoff', { handOff: { tool: 'missing-tool', label: 'Carry it over' } }),
      'handoff-to-text': variant('handoff-to-text', { handOff: { tool: 'sample-tool', label: 'Carry it over' } }),
      'new-renderer': variant('new-renderer', { renderer: 'hologram' }),
      'same-route': variant('same-route', { path: '/tools/sample-tool' }),
      'long-keyword': variant('long-keyword', { keywords: ['k'.repeat(41)] }),
      'long-seo': variant('long-seo', { seo: { title: 't'.repeat(71), description: 'd'.repeat(100) } }),
    });
    const lines = lintCatalogue(root).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(lines).toEqual([
      'tools/bad-handoff/manifest.json /handOff/tool points at a missing tool "missing-tool"',
      'tools/handoff-to-text/manifest.json /handOff/tool "sample-tool" uses the generic renderer, which takes no prompt from the URL',
      'tools/long-keyword/manifest.json /keywords/0 must NOT have more than 40 characters',
      'tools/long-seo/manifest.json /seo/title must NOT have more than 70 characters',
      'tools/new-renderer/manifest.json /renderer unknown renderer "hologram": one of generic, calculator, editor, image, title-search (each a folder renderers/<name>/ with a renderer.json)',
      'tools/no-route/manifest.json /path no tool route in src/routes.ts serves /nowhere-served',
      'tools/same-route/manifest.json /path a path under /tools/ must be /tools/same-route',
    ]);
  });

  it('reports a duplicate id (a copied folder keeping its id) and a shared route, with the file', () => {
    const root = makeCatalogueRoot({
      'sample-tool': good,
      'sample-tool-copy': variant('sample-tool', {}),
      'own-page': variant('own-page', { path: '/ai-text-editor' }),
      'own-page-too': variant('own-page-too', { path: '/ai-text-editor' }),
    });
    const lines = lintCatalogue(root).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(lines).toEqual([
      'tools/own-page/manifest.json /path route /ai-text-editor is already used by tools/own-page-too/manifest.json',
      'tools/sample-tool-copy/manifest.json /id must equal the folder name "sample-tool-copy"',
    ]);
  });

  it('accepts a hand-off to a tool whose renderer reads a prompt, and a path a tool route serves', () => {
    const root = makeCatalogueRoot({
      'sample-tool': { ...good, handOff: { tool: 'picture-tool', label: 'Create this image' } },
      'picture-tool': variant('picture-tool', { renderer: 'image', systemPrompt: undefined, path: '/text-to-image' }),
    });
    expect(lintCatalogue(root).problems).toEqual([]);
  });

  it('fails a new category that sets no length family or controls off, and names the fix', () => {
    const root = makeCatalogueRoot({ 'sample-tool': good });
    const file = path.join(root, 'tools/categories.json');
    const categories = JSON.parse(fs.readFileSync(file, 'utf8'));
    categories.categories.push({ id: 'new-category', title: 'New Tools', description: 'A category added without its policy fields.', bgColor: '#ffffff' });
    fs.writeFileSync(file, JSON.stringify(categories));
    const lines = lintCatalogue(root).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^tools\/categories\.json \/categories\/2\/lengthFamily is required: add "lengthFamily" to this category in tools\/categories\.json, one of social, copy, letter, summary, general, article, story/),
        expect.stringMatching(/^tools\/categories\.json \/categories\/2\/controlsOff is required: add "controlsOff" to this category in tools\/categories\.json: \[\] keeps/),
      ]),
    );
  });

  it('fails a search synonym that names no tool', () => {
    const root = makeCatalogueRoot({ 'sample-tool': good });
    fs.writeFileSync(
      path.join(root, 'tools/search-synonyms.json'),
      JSON.stringify({ $schema: '../schemas/search-synonyms.schema.json', synonyms: { draft: ['sample-tool', 'gone-tool'] } }),
    );
    expect(lintCatalogue(root).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      'tools/search-synonyms.json /synonyms/draft/1 names no tool: "gone-tool" has no tools/gone-tool/manifest.json',
    ]);
  });

  it('fails a menu link of tools/site-pages.json that goes to no page', () => {
    const root = makeCatalogueRoot({ 'sample-tool': good });
    const sitePages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../tools/site-pages.json'), 'utf8'));
    sitePages.navigation.headerAfter.push({ to: '/nowhere', label: 'Nowhere' }, { to: '/tools/sample-tool', label: 'Sample' });
    fs.writeFileSync(path.join(root, 'tools/site-pages.json'), JSON.stringify(sitePages));
    const lines = lintCatalogue(root).problems.map((p) => `${p.file} ${p.pointer} ${p.message}`);
    const last = sitePages.navigation.headerAfter.length - 2;
    // The repository's tool pages of their own are not in the fixture's catalogue: their links fail too.
    expect(lines).toContain(`tools/site-pages.json /navigation/headerAfter/${last}/to no page at /nowhere: a tool's path, an own page or a page of src/routes.ts`);
    expect(lines.some((l) => l.includes('/tools/sample-tool'))).toBe(false);
  });
});
