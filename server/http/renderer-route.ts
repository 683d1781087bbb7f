import type { Hono } from 'hono';
import type { Catalogue } from '../../engine/registry/check-catalogue.ts';
import type { ReplayStore } from '../captcha/turnstile.ts';
import type { ServerConfig } from '../config.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { SharedRedis } from '../ops/redis-client.ts';
import type { QuotaGate } from '../quota/quota-gate.ts';
import type { Moderation } from '../safety/moderation.ts';

/** What the gateway hands every renderer's route (renderers/<name>/route.ts); each takes what it needs. */
export interface RendererRouteDeps {
  /** The renderer's own name (its folder): its declaration is catalogue.renderers[renderer]. */
  renderer: string;
  config: ServerConfig;
  catalogue: Catalogue;
  quota: QuotaGate;
  /** The server's MAX_OUTPUT_TOKENS. */
  maxOutputTokens: number;
  redis: SharedRedis | null;
  /** Where used captcha tokens are remembered (shared Redis when there is one). */
  replay: ReplayStore;
  metrics: Metrics;
  log: Logger;
  /** Content safety (MODERATION_*); null when it is off. */
  moderation: Moderation | null;
}

/** What renderers/<name>/route.ts exports as `route`: the Hono app mounted at its renderer.json `endpoint`. */
export type RendererRoute = (deps: RendererRouteDeps) => Hono;
