import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePorts } from '../support/free-ports.ts';
import { cachedUrls, controlled, serviceWorkerReady } from './support/installable-app.ts';
import { listening } from './support/quota-gateway.ts';
import { gotoHydrated } from './support/site.ts';

// A new build is seen on the next visit, with no stale page: build A is deployed and visited (its
// worker installed and in control), then build B replaces it at the same address, and the next
// visit shows B. B is a copy of the build whose pages differ and whose worker was written again
// (scripts/write-service-worker.ts), so its precache list's revisions differ too.
test.use({ serviceWorkers: 'allow' });
// Two copies of the build and two runs of the worker step (a Vite bundle each) come first.
test.setTimeout(420_000);

const BUILD = process.env.E2E_BUILD_DIR ?? 'build';
/** The pages given a build mark: the home page and /history are in the precache, the tool page is not. */
const MARKED_PAGES = ['index.html', 'history/index.html', 'tools/ai-writer/index.html'];

/** A copy of the build whose pages carry `<meta name="e2e-build" content="{name}">`, with its worker written for them. */
function deployableCopy(dir: string, name: string): string {
  fs.cpSync(path.join(BUILD, 'gateway'), path.join(dir, 'gateway'), { recursive: true });
  fs.cpSync(path.join(BUILD, 'client'), path.join(dir, 'client'), { recursive: true });
  for (const page of MARKED_PAGES) {
    const file = path.join(dir, 'client', page);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('<head>', `<head><meta name="e2e-build" content="${name}">`));
    // The gateway would send the build's compressed copies instead.
    for (const compressed of ['.br', '.gz']) fs.rmSync(file + compressed, { force: true });
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/write-service-worker.ts', path.join(dir, 'client')], { stdio: 'pipe' });
  return dir;
}

async function startGateway(buildDir: string, port: number): Promise<ChildProcess> {
  const gateway = spawn(process.execPath, [path.join(buildDir, 'gateway/main.js')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-app-update-')), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return listening(gateway);
}

async function stop(gateway: ChildProcess): Promise<void> {
  if (gateway.exitCode !== null) return;
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  gateway.kill('SIGTERM');
  await exited;
}

const buildMark = (page: Page) => page.locator('meta[name="e2e-build"]').getAttribute('content');

test('build A, then build B at the same address: the next visit shows B, and B’s worker replaces A’s caches', async ({ page }, testInfo) => {
  const [port] = freePorts(1);
  const base = `http://127.0.0.1:${port}`;
  const a = deployableCopy(testInfo.outputPath('build-a'), 'A');
  const b = deployableCopy(testInfo.outputPath('build-b'), 'B');
  expect(fs.readFileSync(path.join(a, 'client/sw.js'), 'utf8')).not.toBe(fs.readFileSync(path.join(b, 'client/sw.js'), 'utf8'));

  let gateway = await startGateway(a, port!);
  try {
    await gotoHydrated(page, `${base}/history`);
    await serviceWorkerReady(page);
    await gotoHydrated(page, `${base}/`);
    expect(await controlled(page)).toBe(true);
    expect(await buildMark(page)).toBe('A');
    const shellOfA = Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('app-shell-'));
    expect(shellOfA).toHaveLength(1);

    await stop(gateway);
    gateway = await startGateway(b, port!);
    // The next visit, still under A's worker: pages are network-first, so B at once.
    await gotoHydrated(page, `${base}/`);
    expect(await buildMark(page)).toBe('B');
    await gotoHydrated(page, `${base}/history`);
    expect(await buildMark(page)).toBe('B');
    await gotoHydrated(page, `${base}/tools/ai-writer`);
    expect(await buildMark(page)).toBe('B');
    // B's worker (its precache list changed) installs and takes over; A's shell cache is gone.
    await expect
      .poll(async () => Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('app-shell-')), { timeout: 30_000 })
      .toEqual([expect.not.stringMatching(shellOfA[0]!)]);
    // Offline now, the kept copy is B's too: no page stays on the old build.
    await page.context().setOffline(true);
    await page.reload();
    expect(await buildMark(page)).toBe('B');
    await page.context().setOffline(false);
  } finally {
    await stop(gateway);
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  }
});
