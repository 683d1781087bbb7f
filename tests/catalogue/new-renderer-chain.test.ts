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
// folder, renderers/<name>/ (declaration, page component, styles, gateway route), plus a tool
// folder whose manifest uses it, and nothing else. Then the lint passes, the build prerenders the
// tool's page with the new component and its stylesheet, the built gateway mounts the route at
// the declared endpoint, the quota gate counts the route's requests the way the declaration's
// own usage kind says, and the route's code stays out of the client build. One production build
// serves every assertion.

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'build', '.git', 'reports', '.react-router', 'test-results', 'data']);
const RENDERER = 'zz-chain-renderer';
const TOOL = 'zz-chain-renderer-tool';
const PAGE_MARK = 'CHAIN-RENDERER-PAGE-5c1e';
const ROUTE_MARK = 'CHAIN-RENDERER-ROUTE-9b2d';
const STYLE_MARK = 'chain-renderer-style-7e4a';
// A usage kind no other renderer has, counted toward the images quota (one a day here), so the
// gate's answers show it followed the declaration: a generations count would allow five.
const USAGE = { kind: 'zz-chain-usage', quota: 'images' };

let copy = '';
let tmp = '';
let gateway: ChildProcess | undefined;
let gatewayUrl = '';

const FILES: Record<string, string> = {
  [`renderers/${RENDERER}/renderer.json`]: JSON.stringify({ summary: 'Added by the test suite', endpoint: '/api/zz-chain', acceptsPrompt: false, usage: USAGE, drainPaths: ['/api/zz-chain'] }, null, 2),
  [`renderers/${RENDERER}/${RENDERER}.css`]: `.chain-renderer { --${STYLE_MARK}: 1; }\n`,
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
    "import { admitRequest } from '../../server/http/route-helper.ts';",
    "import { declaredUsage } from '../../server/quota/daily-quotas.ts';",
    '',
    'export const route: RendererRoute = ({ catalogue, quota, renderer }) => {',
    '  const usage = declaredUsage(catalogue.renderers, renderer);',
    '  const tools = catalogue.tools.filter((t) => t.renderer === renderer).map((t) => t.id);',
    '  const app = new Hono();',
    "  app.post('/', async (c) => {",
    "    const ticket = await admitRequest(c, quota, { usage, tool: tools[0] ?? renderer, model: 'chain-model' });",
    '    if (!ticket.ok) return ticket.response;',
    '    await ticket.value.finish({ calls: [], images: 1 });',
    `    return c.json({ mark: '${ROUTE_MARK}', kind: usage.kind, tools });`,
    '  });',
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
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '', REDIS_URL: '', DAILY_IMAGES_PER_VISITOR: '1', DAILY_GENERATIONS_PER_VISITOR: '5' },
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
    expect(catalogue.renderers[RENDERER]?.usage).toEqual(USAGE);
    expect(catalogue.toolsById.get(TOOL)?.renderer).toBe(RENDERER);
  });

  it('renders its page component into the prerendered tool page the gateway serves', async () => {
    const res = await fetch(`${gatewayUrl}/tools/${TOOL}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${PAGE_MARK} Chain Renderer Tool`);
    // Its stylesheet, found by the root's glob, is linked from the page's head: no unstyled first paint.
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    // A URL's fragment or query (the build links `root-….css#`) is not part of the file's name.
    const css = sheets.map((href) => fs.readFileSync(path.join(copy, 'build/client', href.replace(/[#?].*$/, '')), 'utf8')).join('\n');
    expect(css).toContain(STYLE_MARK);
    expect(fs.readFileSync(path.join(copy, 'build/client/sitemap.xml'), 'utf8')).toContain(`<loc>https://chain.example/tools/${TOOL}</loc>`);
  });

  it('has its route mounted by the gateway at the declared endpoint, counted by the quota gate as its usage declares', async () => {
    const post = () => fetch(`${gatewayUrl}/api/zz-chain`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ mark: ROUTE_MARK, kind: USAGE.kind, tools: [TOOL] });
    // The images quota (DAILY_IMAGES_PER_VISITOR=1), not the generations one (5).
    expect(first.headers.get('x-quota-limit')).toBe('1');
    expect(first.headers.get('x-quota-remaining')).toBe('0');
    const second = await post();
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ error: { code: 'daily_quota', message: expect.stringContaining('free images') } });
  });

  it('keeps its route out of the client build (and in the gateway bundle)', () => {
    expect(fs.readFileSync(path.join(copy, 'build/gateway/main.js'), 'utf8')).toContain(ROUTE_MARK);
    const leaks = clientFiles(path.join(copy, 'build/client')).filter((f) => fs.readFileSync(f, 'utf8').includes(ROUTE_MARK));
    expect(leaks.map((f) => path.relative(copy, f))).toEqual([]);
  });
});
