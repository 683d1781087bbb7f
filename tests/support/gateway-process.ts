// The real gateway in its own process, for tests that kill it and for the
// benchmarks. It reads the catalogue from disk (no Vite build needed), opens
// the database (DATA_DIR or DATABASE_URL), and reports over IPC.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { createApp } from '../../server/app.ts';
import { readServerConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';

const root = path.resolve(import.meta.dirname, '../..');
const config = readServerConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { app } = createApp({ staticRoot: path.join(root, 'build/client'), config, catalogue: readCatalogue(root), database });
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, () => {
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'heap') {
    globalThis.gc?.();
    process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
  }
});
