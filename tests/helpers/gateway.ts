import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { readEventStream } from '../../engine/generation/read-stream.ts';
import type { StreamEvent } from '../../engine/generation/stream-protocol.ts';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import { registry } from '../../engine/registry/registry.ts';
import { createApp, type AppOptions } from '../../server/app.ts';
import type { DatabaseHandle } from '../../server/db/database.ts';
import type { Logger } from '../../server/observability/logger.ts';
import type { Metrics } from '../../server/observability/metrics.ts';
import type { Lifecycle } from '../../server/ops/lifecycle.ts';
import type { QuotaEvents } from '../../server/quota/quota-events.ts';
import type { Alerts } from '../../server/alerts/alerts.ts';
import type { Moderation } from '../../server/safety/moderation.ts';
import { testConfig } from './test-config.ts';

export interface RunningGateway {
  url: string;
  metrics: Metrics;
  lifecycle: Lifecycle;
  moderation: Moderation | null;
  alerts: Alerts | null;
  close: () => Promise<void>;
}

let prefixCounter = 0;

/** The real gateway on a real socket (so disconnects are real), with the given environment. */
export async function startGateway(env: NodeJS.ProcessEnv, options: { rateLimitPrefix?: string; log?: Logger; quotaEvents?: QuotaEvents; database?: DatabaseHandle; catalogue?: Catalogue; onToolSwitched?: AppOptions['onToolSwitched'] } = {}): Promise<RunningGateway> {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-site-'));
  fs.writeFileSync(path.join(staticRoot, 'index.html'), '<title>test</title>');
  const { app, close, ready, metrics, lifecycle, moderation, alerts } = createApp({
    staticRoot,
    log: options.log,
    database: options.database,
    config: testConfig(env),
    catalogue: options.catalogue ?? registry,
    rateLimitPrefix: options.rateLimitPrefix ?? `test-${process.pid}-${++prefixCounter}-${Date.now()}`,
    quotaEvents: options.quotaEvents,
    onToolSwitched: options.onToolSwitched,
  });
  await ready;
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    metrics,
    lifecycle,
    moderation,
    alerts,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await close();
    },
  };
}

export function postGenerate(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${url}/api/generate`, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** All events of a gateway stream, and the concatenated text. */
export async function readAll(response: Response): Promise<{ events: StreamEvent[]; text: string }> {
  const events: StreamEvent[] = [];
  await readEventStream(response.body!, { onEvent: (e) => events.push(e) });
  return { events, text: events.map((e) => (e.type === 'delta' ? e.text : '')).join('') };
}

/** A tool's manifest as the tests read it: straight from tools/<id>/manifest.json. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests index freely into manifests
export const readManifest = (id: string): any => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../tools/${id}/manifest.json`), 'utf8'));

/** The `error` of a JSON error answer (`{"error": {code, message, field?}}`). */
export const apiErrorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
