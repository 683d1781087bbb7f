import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-ports.ts';

/**
 * The built site served by its own gateway on a free port, no provider configured; `stop` ends it.
 * Each has a data folder of its own, so two builds can be served side by side (a baseline and a change).
 */
export async function startBuiltGateway(buildDir: string): Promise<{ url: string; stop: () => void }> {
  const [port] = freePorts(1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-gateway-'));
  const child = fork(path.join(buildDir, 'gateway/main.js'), [], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill();
    child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  };
  for (let i = 0; i < 200; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('The gateway did not start');
}
