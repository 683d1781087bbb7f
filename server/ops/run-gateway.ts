import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { createApp } from '../app.ts';
import { ConfigError, readServerConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { createLogger, safeError, type Logger } from '../observability/logger.ts';
import { metricsResponse } from '../observability/metrics-route.ts';
import { createMetrics } from '../observability/metrics.ts';
import { checkEnv } from './env-schema.ts';
import { applyServerTimeouts, LISTEN_BACKLOG } from './http-server-timeouts.ts';
import { Lifecycle } from './lifecycle.ts';
import { providerKeyWarnings } from './provider-key-warnings.ts';

export interface RunOptions {
  env: NodeJS.ProcessEnv;
  catalogue: Catalogue;
  /** Directory of the built site (build/client). */
  staticRoot: string;
}

export interface RunningGateway {
  port: number;
  metricsPort: number | undefined;
  log: Logger;
}

/** Start-up cannot go on: say why on stderr (readable, not JSON) and exit 1. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Listens; a port another process holds, or one this user may not open, ends start-up with one line saying what to do. */
function listen(fetch: (request: Request) => Response | Promise<Response>, port: number, host: string, portVariable: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = createAdaptorServer({ fetch, hostname: host });
    applyServerTimeouts(server as Server);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') fail(`Port ${port} is already in use on ${host}: stop the other server, or set ${portVariable} to a free port (for example ${portVariable}=${port + 1}).`);
      if (error.code === 'EACCES') fail(`Port ${port} on ${host} needs more privileges than this user has: set ${portVariable} to a port above 1023 (for example ${portVariable}=3000).`);
      if (error.code === 'EADDRNOTAVAIL') fail(`HOST ${host} is not an address of this machine: set HOST to one of its addresses (for example HOST=0.0.0.0).`);
      reject(error);
    });
    server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => resolve(server));
  });
}

/** Stops accepting; keep-alive connections are closed as soon as they are idle, any left after forceAfterMs at once. */
function closeServer(server: ServerType, forceAfterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const s = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    const idle = setInterval(() => s.closeIdleConnections?.(), 100);
    const force = setTimeout(() => s.closeAllConnections?.(), forceAfterMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    s.closeIdleConnections?.();
  });
}

/**
 * The gateway process: checked config, logger, database, app, listeners, and
 * graceful shutdown on SIGTERM/SIGINT. server/main.ts and the test process
 * (tests/support/gateway-process.ts) both run exactly this.
 */
export async function runGateway({ env, catalogue, staticRoot }: RunOptions): Promise<RunningGateway> {
  let config: ServerConfig;
  try {
    config = readServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`${error.message}\nSee docs/configuration.md and .env.example.`);
    throw error;
  }
  const log = createLogger({ level: config.logLevel, format: config.logFormat });
  for (const name of checkEnv(env).unknown) log.warn({ variable: name }, `unknown variable ${name}: not a setting of this site (a typo?)`);
  if (config.ai) log.info({ baseUrl: config.ai.baseUrl, model: config.ai.model, apiKeySet: Boolean(config.ai.apiKey) }, 'AI provider configured');
  else log.warn('AI provider not configured: set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to make the tools generate. See docs/configuration.md.');
  for (const warning of providerKeyWarnings(config)) log.warn(warning);

  let database: DatabaseHandle;
  try {
    // The embedded database opens in a worker thread on its first query (server/db/pglite-in-worker.ts):
    // it costs neither the cold start nor the idle memory, and opening it never stalls a running stream.
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onEmbeddedOpen: (durationMs) => log.info({ database: 'pglite', durationMs: Math.round(durationMs) }, 'database open, migrations applied'),
      onEmbeddedOpenFailed: (error) => log.error({ database: 'pglite', err: safeError(error) }, 'database failed to open: the next query tries again'),
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
  if (database.kind === 'postgres') log.info({ database: 'postgres' }, 'database open, migrations applied');
  else log.info({ database: 'pglite', dataDir: config.dataDir }, 'embedded database: opens in a worker thread on its first query');

  const lifecycle = new Lifecycle();
  const metrics = createMetrics();
  const gateway = createApp({ staticRoot, config, catalogue, database, log, metrics, lifecycle });
  await gateway.ready;
  const server = await listen(gateway.app.fetch, config.port, config.host, 'PORT');
  const port = (server.address() as AddressInfo).port;
  log.info({ url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}` }, 'listening');

  let metricsServer: ServerType | undefined;
  if (config.metricsPort) {
    // Its own listener for the operations network: no token, nothing else served.
    const metricsApp = new Hono();
    metricsApp.get('/metrics', (c) => metricsResponse(c, metrics.registry));
    metricsServer = await listen(metricsApp.fetch, config.metricsPort, config.host, 'METRICS_PORT');
    log.info({ port: config.metricsPort }, 'metrics listening');
  }

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      log.warn({ signal }, 'second signal: stopping now');
      process.exit(1);
    }
    stopping = true;
    const started = performance.now();
    log.info({ signal, inFlight: lifecycle.inFlight, graceMs: config.shutdownGraceMs }, 'shutting down: draining');
    // Whatever hangs (a connection that never closes), the process still ends.
    setTimeout(() => {
      log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 20_000).unref();
    let code = 0;
    try {
      // Requests and the webhook delivery in progress finish side by side, within the same grace period;
      // no delivery starts after the signal (the forwarder sees the drain), and the server keeps answering
      // (503 shutting_down for new work) until both are done.
      const [result] = await Promise.all([lifecycle.drain(config.shutdownGraceMs), gateway.stopWebhooks(config.shutdownGraceMs)]);
      if (result === 'forced') code = 1;
      await closeServer(server, 2_000);
      if (metricsServer) await closeServer(metricsServer, 0);
      await gateway.close(0); // webhooks already stopped; Redis closed
      await database.close();
      log.info({ result, durationMs: Math.round(performance.now() - started), exitCode: code }, 'shutdown complete');
    } catch (error) {
      code = 1;
      log.error({ err: safeError(error) }, 'shutdown failed');
    }
    process.exit(code);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

  return { port, metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined, log };
}
