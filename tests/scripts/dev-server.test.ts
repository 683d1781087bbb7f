// `npm run dev` as a newcomer runs it: one command, the pages with hot reload and the API on the
// same origin, generating through the configured provider or answering the clear 503 without one.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { freePorts } from '../support/free-ports.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface DevServer {
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

class PortTakenError extends Error {}

/**
 * Starts what `npm run dev` runs (package.json) on a free port; resolves once Vite listens. A port
 * found free can be taken by another test file's server before Vite opens it: then another port.
 */
async function startDev(env: Record<string, string>): Promise<DevServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startDevOnce(env);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

async function startDevOnce(env: Record<string, string>): Promise<DevServer> {
  const [port] = freePorts(1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-server-test-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', './scripts/quiet-upstream-deprecations.mjs', path.join(root, 'node_modules/@react-router/dev/bin.js'), 'dev', '--port', String(port), '--strictPort'], {
    cwd: root,
    // The shell's settings win over .env's, so a developer's own .env cannot change what is tested.
    // NO_COLOR: Vite colours its banner whenever CI is set, which would split "Local:" with escape codes.
    env: { ...process.env, NO_COLOR: '1', DATA_DIR: dataDir, AI_BASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const origin = `http://localhost:${port}`;
  const started = Date.now();
  const deadline = started + 60_000;
  // Escape codes are stripped too, in case a colour setting still gets through.
  // eslint-disable-next-line no-control-regex
  while (!/Local:/.test(output.replace(/\u001b\[[0-9;]*m/g, ''))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (/Port \d+ is already in use/.test(output)) throw new PortTakenError(output);
      throw new Error(`npm run dev did not start (exit code ${child.exitCode}, after ${Math.round((Date.now() - started) / 1000)} s):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, output: () => output, stop };
}

/** What the page's own fetch sends: JSON, from the dev origin. */
function generate(dev: DevServer, input: string): Promise<Response> {
  return fetch(`${dev.origin}/api/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: dev.origin, 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ toolId: 'ai-writer', input }),
  });
}

describe('npm run dev without a provider', () => {
  let dev: DevServer;
  beforeAll(async () => {
    dev = await startDev({});
  }, 90_000);
  afterAll(() => dev?.stop());

  it('serves a page with hot reload', async () => {
    const res = await fetch(`${dev.origin}/tools/ai-writer`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('virtual:react-router/inject-hmr-runtime');
    expect(html).toContain('AI Writer');
  }, 60_000);

  it('answers the clear 503 not_configured from the same origin, not a 403 or a 502', async () => {
    const res = await generate(dev, 'A short note');
    expect(res.status, dev.output()).toBe(503);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('not_configured');
    expect(body.error.message).toMatch(/not switched on for this site/);
    // The developer reads what to set in the terminal, not in the page.
    expect(dev.output()).toContain('set AI_BASE_URL');
  }, 60_000);
});

describe('npm run dev with a provider', () => {
  let dev: DevServer;
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await startFakeProvider();
    dev = await startDev({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'dev-test-key', AI_MODEL: 'fake-model' });
  }, 90_000);
  afterAll(async () => {
    await dev?.stop();
    await provider?.close();
  });

  it('streams the answer of the configured provider', async () => {
    const res = await generate(dev, 'A short note');
    expect(res.status, dev.output()).toBe(200);
    const text = await res.text();
    expect(text).toContain('event: delta');
    expect(text).toContain('fake provider');
    expect(provider.requests.at(-1)?.headers.authorization).toBe('Bearer dev-test-key');
  }, 60_000);
});
