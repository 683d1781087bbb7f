import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A gateway of its own for a browser test of the fair-use limits: the shared e2e gateway runs with
// quotas off (parallel tests share one address). Same build and fake provider, its own settings.

/** The built gateway on `port` with `env`; resolves once it listens. Kill the process when done. */
export async function startQuotaGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const gateway = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 4174}/v1`,
      AI_TIMEOUT_MS: '3000',
      RATE_LIMIT_PER_MINUTE: '10000',
      REDIS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-quota-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return listening(gateway);
}

/** Resolves once a gateway started with its stdout piped logs that it listens; rejects if it exits first. */
export function listening(gateway: ChildProcess): Promise<ChildProcess> {
  return new Promise<ChildProcess>((resolve, reject) => {
    gateway.stdout?.on('data', (chunk: Buffer) => {
      // The gateway's pino line for an open port: {"msg":"listening",…}
      if (chunk.toString().includes('"msg":"listening"')) resolve(gateway);
    });
    gateway.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
}
