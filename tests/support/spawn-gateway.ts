import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface GatewayChild {
  child: ChildProcess;
  url: string;
  port: number;
  metricsPort?: number;
  /** Everything the process wrote to stdout (its JSON log) and stderr. */
  output: () => string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** Starts tests/support/gateway-process.ts (the real start-up and shutdown code) with the given environment. */
export function spawnGateway(env: NodeJS.ProcessEnv): Promise<GatewayChild> {
  const child = fork(path.resolve(import.meta.dirname, 'gateway-process.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type: string; port: number; metricsPort?: number }) => {
      if (m.type === 'listening') resolve({ child, url: `http://127.0.0.1:${m.port}`, port: m.port, metricsPort: m.metricsPort, output: () => output, exited });
    });
    void exited.then((code) => reject(new Error(`gateway exited with ${code} before listening:\n${output}`)));
  });
}
