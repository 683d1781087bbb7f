import path from 'node:path';
import { registry } from '../engine/registry/registry.ts';
import { runGateway, type RunningGateway } from './ops/run-gateway.ts';

/**
 * The gateway of `npm run dev`: the same process as server/main.ts (runGateway), loaded by Vite's
 * dev server (scripts/vite/dev-gateway.ts) so the registry's import.meta.glob works without a build.
 * Vite serves the pages; the gateway only answers /api, so it needs no built site.
 */
export function startDevGateway(env: NodeJS.ProcessEnv): Promise<RunningGateway> {
  return runGateway({ env, catalogue: registry, staticRoot: path.resolve('build/client') });
}
