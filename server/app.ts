import { Hono } from 'hono';
import type { Catalogue } from '../engine/registry/check-catalogue.ts';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createForwarder } from './forms/webhook-forwarder.ts';
import { apiError } from './http/api-error.ts';
import { createRateLimit } from './http/rate-limit.ts';
import { editorRoute } from './routes/editor.ts';
import { formsRoute } from './routes/forms.ts';
import { imagesRoute } from './routes/images.ts';
import { generateRoute } from './routes/generate.ts';
import { titleSearchRoute } from './routes/title-search.ts';
import { mountToolRedirects } from './routes/tool-redirects.ts';
import { createSearchProvider } from './search/create-search-provider.ts';
import { mountStaticSite } from './static-site.ts';

export interface AppOptions {
  /** Directory of the built site (build/client). */
  staticRoot: string;
  config: ServerConfig;
  catalogue: Catalogue;
  /** Rate-limit key prefix (tests isolate their counters). */
  rateLimitPrefix?: string;
  /** Where forms are stored; without it the forms answer 503. */
  database?: DatabaseHandle | null;
}

export interface GatewayApp {
  app: Hono;
  /** Resolves when shared services (Redis) are connected. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export function createApp({ staticRoot, config, catalogue, rateLimitPrefix, database = null }: AppOptions): GatewayApp {
  const app = new Hono();
  const formsLimit = createRateLimit({
    pointsPerMinute: config.formsPerHour,
    durationSeconds: 3600,
    redisUrl: config.redisUrl,
    trustProxyHops: config.trustProxyHops,
    keyPrefix: `${rateLimitPrefix ?? 'rl'}-forms`,
  });
  const forwarder = database && config.formsWebhookUrl ? createForwarder({ db: database.db, url: config.formsWebhookUrl }) : null;
  forwarder?.notify(); // deliver whatever was still pending before a restart
  const rateLimit = createRateLimit({
    pointsPerMinute: config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
    trustProxyHops: config.trustProxyHops,
    keyPrefix: rateLimitPrefix,
  });

  app.get('/api/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  // Public settings the browser needs at run time; never a secret.
  app.get('/api/config', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({
      aiConfigured: config.ai !== null,
      captchaSiteKey: config.captcha?.siteKey ?? null,
      searchConfigured: config.search !== null,
      imagesConfigured: config.images !== null,
      // The anon key is public by design (row level security guards the data).
      supabase: config.supabase,
      supportEmail: config.site.supportEmail,
      socialUrl: config.site.socialUrl,
    });
  });
  app.use('/api/*', rateLimit.middleware);
  app.route('/api/generate', generateRoute({ ai: config.ai, catalogue }));
  app.route('/api/editor', editorRoute({ ai: config.ai, catalogue }));
  app.route('/api/images', imagesRoute({ images: config.images, catalogue }));
  app.route('/api/forms', formsRoute({ database, forwarder, rateLimit: formsLimit }));
  app.route('/api/title-search', titleSearchRoute(config, createSearchProvider(config)));
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    console.error('[gateway] unhandled error', error);
    return apiError(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
  mountToolRedirects(app, catalogue);
  mountStaticSite(app, staticRoot);
  return {
    app,
    ready: Promise.all([rateLimit.ready, formsLimit.ready]).then(() => undefined),
    close: async () => {
      forwarder?.close();
      await Promise.all([rateLimit.close(), formsLimit.close()]);
    },
  };
}
