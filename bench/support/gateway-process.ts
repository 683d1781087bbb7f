// The gateway in a child process for the stream benchmark. It reads the
// catalogue from disk (no Vite needed) and reports its heap over IPC.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { readCatalogue } from '../../scripts/lib/read-catalogue.ts';
import { createApp } from '../../server/app.ts';
import { readServerConfig } from '../../server/config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { app } = createApp({ staticRoot: path.join(root, 'build/client'), config: readServerConfig(process.env), catalogue: readCatalogue(root) });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  process.send?.({ type: 'listening', port: (server.address() as AddressInfo).port });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'heap') {
    globalThis.gc?.();
    process.send?.({ type: 'heap', heapUsed: process.memoryUsage().heapUsed });
  }
});
