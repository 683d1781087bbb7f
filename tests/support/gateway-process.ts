// The real gateway in its own process, for tests that signal or kill it and
// for the benchmarks. It runs the same start-up and shutdown code as
// server/main.ts (server/ops/run-gateway.ts), reads the catalogue from disk
// (no Vite build needed), and reports its port over IPC.
import path from 'node:path';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { runGateway } from '../../server/ops/run-gateway.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { port, metricsPort } = await runGateway({
  env: { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...process.env },
  catalogue: readCatalogue(root),
  staticRoot: path.join(root, 'build/client'),
});
process.send?.({ type: 'listening', port, metricsPort });
process.on('message', (message: { type: string }) => {
  if (message.type === 'heap') {
    globalThis.gc?.();
    process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
  }
});
