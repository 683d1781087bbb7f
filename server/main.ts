import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { registry } from '../engine/registry/registry.ts';
import { createApp } from './app.ts';
import { readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

// build/gateway/main.js -> build/client
const staticRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

try {
  process.loadEnvFile();
} catch {
  // No .env file: the environment alone configures the server.
}

const config = readServerConfig(process.env);
if (config.ai) {
  console.log(`AI provider: ${config.ai.baseUrl} model ${config.ai.model}${config.ai.apiKey ? '' : ' (no API key)'}`);
} else {
  console.warn('AI provider not configured: set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to make the tools generate. See README, Configuration.');
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL), migrations applied' : `Database: embedded PGlite in ${config.dataDir}/pglite, migrations applied`);
const { app, close } = createApp({ staticRoot, config, catalogue: registry, database });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void close().then(() => database.close()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
