import { Hono } from 'hono';
import type { Catalogue } from '../engine/registry/check-catalogue.ts';
import { memoryReplayStore, redisReplayStore } from './captcha/turnstile.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createForwarder } from './forms/webhook-forwarder.ts';
import { allowedHosts } from './http/allowed-hosts.ts';
import { apiError } from './http/api-error.ts';
import { inputLimits } from './http/input-limits.ts';
import { refuseWhileDraining } from './http/drain-refusal.ts';
import { createRateLimit } from './http/rate-limit.ts';
import { requestId } from './http/request-id.ts';
import { applyPendingHeaders } from './http/response-headers.ts';
import { sameOriginApi } from './http/same-origin.ts';
import { securityHeaders } from './http/security-headers.ts';
import { mountAdminPages } from './admin/admin-pages.ts';
import { ADMIN_SIGN_IN_ATTEMPTS, ADMIN_SIGN_IN_WINDOW_SECONDS, adminRoute } from './routes/admin.ts';
import { createAdminOps } from './admin/admin-ops.ts';
import type { ToolSwitchedEvent } from './admin/tool-switches.ts';
import { safeError, silentLogger, type Logger } from './observability/logger.ts';
import { bearerMatches, metricsResponse } from './observability/metrics-route.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { requestTelemetry } from './observability/request-telemetry.ts';
import { healthRoutes } from './ops/health-routes.ts';
import { Lifecycle } from './ops/lifecycle.ts';
import { createSharedRedis, type SharedRedis } from './ops/redis-client.ts';
import { createQuota } from './quota/create-quota.ts';
import type { QuotaEvents } from './quota/quota-events.ts';
import { quotaMetrics } from './quota/quota-metrics.ts';
import { allowanceRoute } from './routes/allowance.ts';
import { formsRoute } from './routes/forms.ts';
import { notifyToolSwitchedOff, type Alerts } from './alerts/alerts.ts';
import type { Moderation } from './safety/moderation.ts';
import { createSafety } from './safety/create-safety.ts';
import { generateRoute } from './routes/generate.ts';
import { mountToolRedirects } from './routes/tool-redirects.ts';
import { mountRendererRoutes } from './renderer-routes.ts';
import { mountStaticSite } from './static-site.ts';
import { quoteClientText } from '../engine/validation/control-characters.ts';
import { visitorMessage } from '../engine/errors/error-messages.ts';

export interface AppOptions {
  /** Directory of the built site (build/client). */
  staticRoot: string;
  config: ServerConfig;
  catalogue: Catalogue;
  /** Rate-limit key prefix (tests isolate their counters). */
  rateLimitPrefix?: string;
  /** Where forms are stored; without it the forms answer 503. */
  database?: DatabaseHandle | null;
  /** Silent when absent (tests that do not look at logs). */
  log?: Logger;
  metrics?: Metrics;
  /** Drain state shared with the shutdown code (ops/run-gateway.ts). */
  lifecycle?: Lifecycle;
  /** Extra listener for usage and quota events (tests); they always feed the metrics. */
  quotaEvents?: QuotaEvents;
  /** Told when an operator switches a tool (the alerts hook in here). */
  onToolSwitched?: (event: ToolSwitchedEvent) => void;
}

export interface GatewayApp {
  app: Hono;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** Resolves when shared services (Redis) are connected. */
  ready: Promise<void>;
  /** Content safety (MODERATION_*): `onBlocked` tells of every block (the console counts outcome content_blocked); null when off. */
  moderation: Moderation | null;
  /** Operator alerts (ALERT_WEBHOOK_URL): notifyToolSwitchedOff(alerts, …) takes it; null when off. */
  alerts: Alerts | null;
  /**
   * Shutdown: starts no webhook delivery any more and waits for the one in progress, at most
   * `waitMs` (then it is cut, and retried by the next start). Runs alongside the request drain.
   */
  stopWebhooks: (waitMs: number) => Promise<void>;
  /** Waits for the webhook delivery in progress (at most `webhookWaitMs`) and closes Redis connections (not the database: its owner closes it). */
  close: (webhookWaitMs?: number) => Promise<void>;
}

/** The instance's one Redis connection and breaker, its state in the redis_up gauge; null without REDIS_URL. */
function sharedRedis(config: ServerConfig, log: Logger, metrics: Metrics): SharedRedis | null {
  if (!config.redisUrl) {
    metrics.redisUp.remove(); // no series at all, rather than a 0 that reads as an outage
    return null;
  }
  metrics.redisUp.set(1);
  return createSharedRedis(config.redisUrl, {
    commandTimeoutMs: config.redisOutage.commandTimeoutMs,
    log,
    onStateChange: (state) => metrics.redisUp.set(state === 'up' ? 1 : 0),
  });
}

/** The per-IP rate limits (API, forms) and the quota gate, on the instance's Redis when there is one. */
function fairUse({ config, redis, rateLimitPrefix, database, log, events }: { config: ServerConfig; redis: SharedRedis | null; rateLimitPrefix?: string; database: DatabaseHandle | null; log: Logger; events: QuotaEvents }) {
  const prefix = rateLimitPrefix ?? `${config.redisKeyPrefix}rl-api`;
  const quotaPrefix = `${rateLimitPrefix ?? `${config.redisKeyPrefix}rl`}-quota`;
  const shared = { redis, expectedInstances: config.redisOutage.expectedInstances, trustProxyHops: config.trustProxyHops };
  return {
    signInLimit: createRateLimit({ ...shared, pointsPerMinute: ADMIN_SIGN_IN_ATTEMPTS, durationSeconds: ADMIN_SIGN_IN_WINDOW_SECONDS, keyPrefix: `${prefix}-admin-sign-in`, name: 'admin_sign_in' }),
    formsLimit: createRateLimit({ ...shared, pointsPerMinute: config.formsPerHour, durationSeconds: 3600, keyPrefix: `${prefix}-forms`, name: 'forms' }),
    rateLimit: createRateLimit({ ...shared, pointsPerMinute: config.rateLimitPerMinute, keyPrefix: prefix, name: 'api' }),
    quota: createQuota({
      config: config.quota,
      redis,
      outage: config.redisOutage,
      trustProxyHops: config.trustProxyHops,
      keyPrefix: quotaPrefix,
      database,
      captcha: config.captcha,
      events,
      log,
    }),
    quotaPrefix,
  };
}

/** The /api/config flags the renderers declare: `name` is true when the config entry `requires` is set. */
function rendererConfigFlags(catalogue: Catalogue, config: ServerConfig): Record<string, boolean> {
  const entries = config as unknown as Readonly<Record<string, unknown>>;
  const flags: Record<string, boolean> = {};
  for (const { configFlag } of Object.values(catalogue.renderers)) {
    if (configFlag) flags[configFlag.name] = entries[configFlag.requires] !== null && entries[configFlag.requires] !== undefined;
  }
  return flags;
}

export function createApp({ staticRoot, config, catalogue, rateLimitPrefix, database = null, log = silentLogger, metrics = createMetrics({ processMetrics: false }), lifecycle = new Lifecycle(), quotaEvents, onToolSwitched }: AppOptions): GatewayApp {
  const app = new Hono();
  const redis = sharedRedis(config, log, metrics);
  const safety = createSafety({ config, redis, database, keyPrefix: rateLimitPrefix ? `${rateLimitPrefix}-` : config.redisKeyPrefix, log, metrics });
  const { rateLimit, formsLimit, signInLimit, quota, quotaPrefix } = fairUse({ config, redis, rateLimitPrefix, database, log, events: quotaMetrics(metrics, log, safety.quotaEvents(quotaEvents)) });
  const forwarder = database && config.formsWebhookUrl ? createForwarder({ db: database.db, url: config.formsWebhookUrl, log, metrics, stopping: () => lifecycle.draining }) : null;
  forwarder?.notify(); // deliver whatever was still pending before a restart
  // The console's outcome table and run-time tool switches; every generation path admits through ops.gate.
  // A tool newly switched off is an operator alert; the caller's listener (tests) is told of every switch.
  const toolSwitched = (event: ToolSwitchedEvent) => {
    if (event.after.disabled && !event.before.disabled) notifyToolSwitchedOff({ alerts: safety.alerts, metrics }, { tool: event.toolId, reason: event.after.reason });
    onToolSwitched?.(event);
  };
  const ops = createAdminOps({ config, catalogue, database, log, quota: { gate: quota.gate, store: quota.store, keyPrefix: quotaPrefix }, onToolSwitched: toolSwitched });

  app.use('*', applyPendingHeaders);
  app.use('*', requestId);
  app.use('*', requestTelemetry({ log, metrics, lifecycle, onGeneration: ops.onGeneration }));
  // Security: headers on every response; the API only for the site's own pages.
  app.use('*', securityHeaders(config, staticRoot));
  app.use('*', allowedHosts(config));
  app.use('/api/*', inputLimits(config.inputLimits));
  app.use('/api/*', sameOriginApi(config));
  app.route('/api', healthRoutes({ lifecycle, database, redis, redisRequired: config.redisOutage.required, aiConfigured: config.ai !== null }));
  if (config.metricsToken) {
    const token = config.metricsToken;
    app.get('/metrics', (c) => (bearerMatches(c.req.header('Authorization'), token) ? metricsResponse(c, metrics.registry) : apiError(c, 401, 'unauthorized', visitorMessage('unauthorized'))));
  }
  // Public settings the browser needs at run time; never a secret.
  app.get('/api/config', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({
      aiConfigured: config.ai !== null,
      captchaSiteKey: config.captcha?.siteKey ?? null,
      // Each renderer's own flag (renderer.json configFlag): true when the config entry it needs is set.
      ...rendererConfigFlags(catalogue, config),
      // The anon key is public by design (row level security guards the data).
      supabase: config.supabase,
      // Fair-use limits per visitor and day, for the FAQ, the Terms and the tool page (0 = no limit).
      limits: quota.gate.publicLimits(),
      // Tools the operator switched off, with the reason their page shows instead of Generate.
      disabledTools: await ops.disabledTools(),
      supportEmail: config.site.supportEmail,
      socialUrl: config.site.socialUrl,
    });
  });
  app.use('/api/*', rateLimit.middleware);
  // While draining, new generations and forms go elsewhere; streams already running carry on.
  const rendererDrainPaths = Object.values(catalogue.renderers).flatMap((r) => r.drainPaths ?? []);
  for (const path of [...rendererDrainPaths, '/api/forms/*']) {
    app.use(path, async (c, next) => {
      if (!lifecycle.draining) return next();
      return refuseWhileDraining(c);
    });
  }
  const caps = { quota: ops.gate, maxOutputTokens: config.quota.maxOutputTokens, moderation: safety.moderation };
  const replay = redis ? redisReplayStore(redis.guarded, config.redisKeyPrefix) : memoryReplayStore();
  app.route('/api/allowance', allowanceRoute(quota.gate));
  app.route('/api/generate', generateRoute({ ai: config.ai, fallback: config.aiFallback, catalogue, ...caps }));
  // Every renderers/<name>/route.ts, at its renderer's endpoint.
  mountRendererRoutes(app, { config, catalogue, quota: ops.gate, maxOutputTokens: config.quota.maxOutputTokens, redis, replay, metrics, log, moderation: safety.moderation });
  app.route('/api/forms', formsRoute({ database, forwarder, rateLimit: formsLimit }));
  app.route('/api/admin', adminRoute({ adminToken: config.adminToken, database, sessionHours: config.adminSessionHours, trustProxyHops: config.trustProxyHops, signInLimit, github: { supabase: config.supabase, logins: config.adminGithubLogins } }));
  // After adminRoute: its 404 without ADMIN_TOKEN and its session guard cover these paths too.
  if (config.adminToken) app.route('/api/admin', ops.routes);
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', visitorMessage('notFound', { method: quoteClientText(c.req.method), path: quoteClientText(c.req.path) })));
  app.onError((error, c) => {
    (c.get('telemetry')?.log ?? log).error({ err: safeError(error) }, 'unhandled error');
    return apiError(c, 500, 'internal', visitorMessage('internal'));
  });
  mountToolRedirects(app, catalogue);
  mountAdminPages(app, { adminToken: config.adminToken, staticRoot });
  mountStaticSite(app, staticRoot, log, { serviceWorker: config.serviceWorker !== false });
  return {
    app,
    metrics,
    lifecycle,
    ready: redis ? redis.connected : Promise.resolve(),
    moderation: safety.moderation,
    alerts: safety.alerts,
    stopWebhooks: async (waitMs: number) => {
      await forwarder?.close(waitMs);
    },
    close: async (webhookWaitMs?: number) => {
      await forwarder?.close(webhookWaitMs);
      await ops.close();
      await safety.close(webhookWaitMs);
      await quota.close();
      await redis?.close();
    },
  };
}
