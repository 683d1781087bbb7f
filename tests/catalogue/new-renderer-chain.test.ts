import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { readGoodManifest } from '../helpers/catalogue-fixture.ts';
import { freePorts } from '../support/free-ports.ts';

// The contributor's promise for renderers, end to end: a copy of this checkout gets ONE new
// folder, renderers/<name>/ (declaration, page component, gateway route), plus a tool folder
// whose manifest uses it, and nothing else. Then the lint passes, the build prerenders the
// tool's page with the new component, the built gateway mounts the route at the declared
// endpoint, and the route's code stays out of the client build. One production build serves
// every assertion.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.git', 'reports', '.react-router', 'test-results', 'data']);
const RENDERER = 'zz-chain-renderer';
const TOOL = 'zz-chain-renderer-tool';
const PAGE_MARK = 'CHAIN-RENDERER-PAGE-5c1e';
const ROUTE_MARK = 'CHAIN-RENDERER-ROUTE-9b2d';

let copy = '';
let tmp = '';
let gateway: ChildProcess | undefined;
let gatewayUrl = '';

const FILES: Record<string, string> = {
  [`renderers/${RENDERER}/renderer.json`]: JSON.stringify({ summary: 'Added by the test suite', endpoint: '/api/zz-chain', acceptsPrompt: false, drainPaths: ['/api/zz-chain'] }, null, 2),
  [`renderers/${RENDERER}/page.tsx`]: [
    "import type { ToolPageData } from '../../engine/catalogue/types.ts';",
    '',
    'export function RendererPage({ tool }: { tool: ToolPageData }) {',
    // One string, so React's server render puts no comment between the mark and the title.
    `  return <p className="chain-renderer">{\`${PAGE_MARK} \${tool.title}\`}</p>;`,
    '}',
    '',
  ].join('\n'),
  [`renderers/${RENDERER}/route.ts`]: [
    "import { Hono } from 'hono';",
    "import type { RendererRoute } from '../../server/http/renderer-route.ts';",
    '',
    'export const route: RendererRoute = ({ catalogue }) => {',
    '  const app = new Hono();',
    `  app.post('/', async (c) => c.json({ mark: '${ROUTE_MARK}', tools: catalogue.tools.filter((t) => t.renderer === '${RENDERER}').map((t) => t.id) }));`,
    '  return app;',
    '};',
    '',
  ].join('\n'),
};

function newManifest() {
  const { systemPrompt: _prompt, contextOptions: _options, ...good } = readGoodManifest();
  return { ...good, id: TOOL, title: 'Chain Renderer Tool', description: 'A tool added by the test suite to prove that one folder is all a new renderer needs.', category: 'more-writing', renderer: RENDERER, listings: undefined };
}

function clientFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile() && !/\.(br|gz)$/.test(f));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'new-renderer-'));
  copy = path.join(tmp, 'repo');
  fs.cpSync(repo, copy, { recursive: true, filter: (src) => !SKIP.has(path.relative(repo, src).split(path.sep)[0] ?? '') });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), text);
  }
  fs.mkdirSync(path.join(copy, 'tools', TOOL));
  fs.writeFileSync(path.join(copy, 'tools', TOOL, 'manifest.json'), `${JSON.stringify(newManifest(), null, 2)}\n`);
  await run('npm', ['run', 'build'], { cwd: copy, env: { ...process.env, SITE_URL: 'https://chain.example' }, maxBuffer: 64 * 1024 * 1024 });

  const [port] = freePorts(1);
  gatewayUrl = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['build/gateway/main.js'], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await waitForHealth(gatewayUrl, gateway);
}, 600_000);

afterAll(() => {
  gateway?.kill('SIGKILL');
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a new renderer is one folder', () => {
  it('passes the lint, and its tool is in the registry', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/lint-tools.ts'], { cwd: copy });
    expect(stdout).toMatch(/lint:tools: \d+ tools, no problems/);
    const catalogue = readCatalogue(copy);
    expect(catalogue.renderers[RENDERER]?.endpoint).toBe('/api/zz-chain');
    expect(catalogue.toolsById.get(TOOL)?.renderer).toBe(RENDERER);
  });

  it('renders its page component into the prerendered tool page the gateway serves', async () => {
    const res = await fetch(`${gatewayUrl}/tools/${TOOL}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`${PAGE_MARK} Chain Renderer Tool`);
    expect(fs.readFileSync(path.join(copy, 'build/client/sitemap.xml'), 'utf8')).toContain(`<loc>https://chain.example/tools/${TOOL}</loc>`);
  });

  it('has its route mounted by the gateway at the declared endpoint', async () => {
    const res = await fetch(`${gatewayUrl}/api/zz-chain`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mark: ROUTE_MARK, tools: [TOOL] });
  });

  it('keeps its route out of the client build (and in the gateway bundle)', () => {
    expect(fs.readFileSync(path.join(copy, 'build/gateway/main.js'), 'utf8')).toContain(ROUTE_MARK);
    const leaks = clientFiles(path.join(copy, 'build/client')).filter((f) => fs.readFileSync(f, 'utf8').includes(ROUTE_MARK));
    expect(leaks.map((f) => path.relative(copy, f))).toEqual([]);
  });
});
