import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { readGoodManifest } from '../helpers/catalogue-fixture.ts';
import { freePorts } from '../support/free-ports.ts';

// The contributor's promise, end to end: a copy of this checkout gets ONE new folder,
// tools/<id>/manifest.json, and nothing else. Then the lint passes, the build prerenders the
// tool and lists it, and the built gateway uses its prompt. One production build of the copy
// (about a minute on a loaded 2-core machine) serves every assertion, including the check that
// no manifest's prompt or context instruction reaches any file of the client build.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.git', 'reports', '.react-router', 'test-results', 'data']);
const ID = 'zz-chain-test';
const PROMPT_MARK = 'CHAIN-TEST-PROMPT-7f3a';

let copy = '';
let tmp = '';
let fake: FakeProvider;
let gateway: ChildProcess | undefined;
let gatewayUrl = '';

function newManifest() {
  const good = readGoodManifest();
  return {
    ...good,
    id: ID,
    title: 'Chain Test Writer',
    description: 'A tool added by the test suite to prove that one folder is all a new tool needs.',
    category: 'more-writing',
    listings: undefined,
    systemPrompt: `${String(good.systemPrompt)} ${PROMPT_MARK}`,
    contextOptions: [
      { value: 'plain', label: 'Plain', description: 'Plain words.', instruction: 'CHAIN-TEST-INSTRUCTION-plain: use plain words only.' },
      { value: 'warm', label: 'Warm', description: 'A warm tone.', instruction: 'CHAIN-TEST-INSTRUCTION-warm: write warmly and kindly.' },
    ],
  };
}

function clientFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).isFile() && !/\.(br|gz)$/.test(f));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-tool-'));
  copy = path.join(tmp, 'repo');
  fs.cpSync(repo, copy, { recursive: true, filter: (src) => !SKIP.has(path.relative(repo, src).split(path.sep)[0] ?? '') });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  fs.mkdirSync(path.join(copy, 'tools', ID));
  fs.writeFileSync(path.join(copy, 'tools', ID, 'manifest.json'), `${JSON.stringify(newManifest(), null, 2)}\n`);
  await run('npm', ['run', 'build'], { cwd: copy, env: { ...process.env, SITE_URL: 'https://chain.example' }, maxBuffer: 64 * 1024 * 1024 });

  fake = await startFakeProvider();
  fake.use({ kind: 'reply', chunks: ['chain ok'] });
  const [port] = freePorts(1);
  gatewayUrl = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['build/gateway/main.js'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'k', DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await waitForHealth(gatewayUrl, gateway);
}, 600_000);

afterAll(async () => {
  gateway?.kill('SIGKILL');
  await fake?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a new tool is one folder', () => {
  it('passes the lint', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/lint-tools.ts'], { cwd: copy });
    expect(stdout).toMatch(/lint:tools: \d+ tools, no problems/);
  });

  it('is in the registry', () => {
    expect(readCatalogue(copy).toolsById.get(ID)?.title).toBe('Chain Test Writer');
  });

  it('is on the home page, in the sitemap and prerendered at /tools/<id>', () => {
    const client = path.join(copy, 'build/client');
    expect(fs.readFileSync(path.join(client, 'index.html'), 'utf8')).toContain(`href="/tools/${ID}"`);
    expect(fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain(`<loc>https://chain.example/tools/${ID}</loc>`);
    const page = fs.readFileSync(path.join(client, `tools/${ID}/index.html`), 'utf8');
    expect(page).toContain('<h1>Chain Test Writer</h1>');
    const { seo } = readGoodManifest() as { seo: { title: string } };
    expect(page).toContain(`<title>${seo.title}</title>`);
  });

  it('has its prompt and context instruction used by /api/generate', async () => {
    const res = await fetch(`${gatewayUrl}/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ toolId: ID, input: 'Write a note', context: 'warm' }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('chain ok');
    const system = fake.requests.at(-1)?.body.messages?.[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain(PROMPT_MARK);
    expect(system?.content).toContain('CHAIN-TEST-INSTRUCTION-warm');
  });

  it('and no manifest’s prompt or context instruction is anywhere in the client build', () => {
    const catalogue = readCatalogue(copy);
    const secrets = catalogue.tools.flatMap((t) => [
      ...(t.systemPrompt ? [{ what: `${t.id} systemPrompt`, text: t.systemPrompt }] : []),
      ...(t.contextOptions ?? []).map((o) => ({ what: `${t.id} ${o.value} instruction`, text: o.instruction })),
    ]);
    expect(secrets.length).toBeGreaterThan(catalogue.tools.length / 2);
    const leaks: string[] = [];
    for (const file of clientFiles(path.join(copy, 'build/client'))) {
      const content = fs.readFileSync(file, 'utf8');
      for (const { what, text } of secrets) {
        // The first 60 characters, raw or as a JSON/JS string literal (escaped quotes and newlines).
        const probe = text.slice(0, 60);
        if (content.includes(probe) || content.includes(JSON.stringify(probe).slice(1, -1))) leaks.push(`${path.relative(copy, file)}: ${what}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('and no server-only module (server/, a renderer route) is in the client build', () => {
    // Texts only gateway modules hold: the gateway bundle has each (so the probe can find them), the client none.
    const serverOnly = [
      'declares no endpoint to mount it at', // server/renderer-routes.ts
      'quota: could not', // server/quota/quota-gate.ts
      'its route admits requests through the quota gate', // server/quota/daily-quotas.ts
      'unhandled error', // server/app.ts
      'image provider failed; retrying', // renderers/image/route.ts
      'title search: unexpected error', // renderers/title-search/route.ts
    ];
    const gatewayJs = fs.readFileSync(path.join(copy, 'build/gateway/main.js'), 'utf8');
    for (const text of serverOnly) expect(gatewayJs, text).toContain(text);
    const leaks = clientFiles(path.join(copy, 'build/client')).flatMap((file) => {
      const content = fs.readFileSync(file, 'utf8');
      return serverOnly.filter((text) => content.includes(text)).map((text) => `${path.relative(copy, file)}: ${text}`);
    });
    expect(leaks).toEqual([]);
  });

  it('and no page of the build shows React Router’s development fallback', () => {
    const html = clientFiles(path.join(copy, 'build/client')).filter((f) => f.endsWith('.html'));
    expect(html.map((f) => path.relative(copy, f))).toContain('build/client/__spa-fallback.html');
    expect(html.filter((f) => fs.readFileSync(f, 'utf8').includes('Hey developer')).map((f) => path.relative(copy, f))).toEqual([]);
  });

  it('and the browser ships no catalogue check: manifests are validated at build time only', () => {
    const js = clientFiles(path.join(copy, 'build/client')).filter((f) => f.endsWith('.js'));
    // Messages only engine/registry/check-catalogue.ts and engine/renderers/renderer-declaration.ts emit.
    const withCheck = js.filter((f) => /must equal the folder name|manifests live at tools|renderer declarations live at|is already the usage kind of/.test(fs.readFileSync(f, 'utf8')));
    expect(withCheck.map((f) => path.relative(copy, f))).toEqual([]);
  });
});
