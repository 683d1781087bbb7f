import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '../engine/registry/registry.ts';
import { runGateway } from './ops/run-gateway.ts';

// build/gateway/main.js -> build/client
const staticRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');

try {
  process.loadEnvFile();
} catch {
  // No .env file: the environment alone configures the server.
}

await runGateway({ env: process.env, catalogue: registry, staticRoot });
