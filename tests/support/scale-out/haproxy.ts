import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's haproxy (apt-get install haproxy), or null. */
export function findHaproxy(): string | null {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The shipped balancer configuration, the one compose.yaml runs. */
export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '../../../deploy/haproxy.cfg');

/**
 * deploy/haproxy.cfg itself, for loopback: only its addresses change. The listener binds to
 * 127.0.0.1:port instead of :8080, and compose's DNS template of replicas becomes one server line
 * per local gateway, so the tested settings (retries, health checks, drain) are the shipped ones.
 */
export function haproxyConfig(port: number, backends: number[]): string {
  const shipped = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  const bind = /^(\s*)bind :8080$/m;
  const template = /^(\s*)server-template gw \d+ gateway:3000 (check)\b.*$/m;
  if (!bind.test(shipped) || !template.test(shipped)) throw new Error('deploy/haproxy.cfg no longer has the bind and server-template lines this test substitutes');
  return shipped
    .replace(bind, `$1bind 127.0.0.1:${port}`)
    .replace(template, (_line, indent: string, check: string) => backends.map((p, i) => `${indent}server gw${i + 1} 127.0.0.1:${p} ${check}`).join('\n'));
}

export interface Balancer {
  url: string;
  process: ChildProcess;
  close: () => Promise<void>;
}

export async function startHaproxy(binary: string, backends: number[]): Promise<Balancer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(port, backends));
  const check = spawnSync(binary, ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejected its config:\n${check.stdout}${check.stderr}`);
  const child = spawn(binary, ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  // Up when it answers and at least one gateway passed its checks.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 200) throw new Error(`haproxy did not come up: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
