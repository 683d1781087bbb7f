import { execFileSync } from 'node:child_process';

// Asks the OS for `count` free TCP ports on 127.0.0.1 (bind to port 0, read the port, close).
// Synchronous, in a child process, because playwright.config.ts is evaluated synchronously.
const PROBE = `
const net = require('node:net');
const count = Number(process.argv[1]);
const servers = [];
const next = () => {
  if (servers.length === count) {
    console.log(servers.map((s) => s.address().port).join(','));
    servers.forEach((s) => s.close());
    return;
  }
  const s = net.createServer();
  servers.push(s);
  s.listen(0, '127.0.0.1', next);
};
next();
`;

export function freePorts(count: number): number[] {
  const out = execFileSync(process.execPath, ['-e', PROBE, String(count)], { encoding: 'utf8' });
  return out.trim().split(',').map(Number);
}

/**
 * Fills the unset names with free ports, in process.env, once: Playwright's workers inherit the
 * runner's environment and re-evaluate the config, so they must see the same ports.
 */
export function ensurePortEnv(names: readonly string[]): void {
  const missing = names.filter((n) => !process.env[n]);
  if (missing.length === 0) return;
  const ports = freePorts(missing.length);
  missing.forEach((n, i) => (process.env[n] = String(ports[i])));
}
