import { fork } from 'node:child_process';
import path from 'node:path';
import { freePorts } from '../../tests/support/free-ports.ts';

/** The built site served by its own gateway on a free port, no provider configured; `stop` ends it. */
export async function startBuiltGateway(buildDir: string): Promise<{ url: string; stop: () => void }> {
  const [port] = freePorts(1);
  const child = fork(path.join(buildDir, 'gateway/main.js'), [], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('The gateway did not start');
}
