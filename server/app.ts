import { Hono } from 'hono';
import type { Catalogue } from '../engine/registry/check-catalogue.ts';
import type { ServerConfig } from './config.ts';
import { apiError } from './http/api-error.ts';
import { createRateLimit } from './http/rate-limit.ts';
import { editorRoute } from './routes/editor.ts';
import { generateRoute } from './routes/generate.ts';
import { titleSearchRoute } from './routes/title-search.ts';
import { createSearchProvider } from './search/create-search-provider.ts';
import { mountStaticSite } from './static-site.ts';

export interface AppOptions {
  /** Directory of the built site (build/client). */
  staticRoot: string;
  config: ServerConfig;
  catalogue: Catalogue;
  /** Rate-limit key prefix (tests isolate their counters). */
  rateLimitPrefix?: string;
}

export interface GatewayApp {
  app: Hono;
  /** Resolves when shared services (Redis) are connected. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

export function createApp({ staticRoot, config, catalogue, rateLimitPrefix }: AppOptions): GatewayApp {
  const app = new Hono();
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
    return c.json({ aiConfigured: config.ai !== null, captchaSiteKey: config.captcha?.siteKey ?? null, searchConfigured: config.search !== null });
  });
  app.use('/api/*', rateLimit.middleware);
  app.route('/api/generate', generateRoute({ ai: config.ai, catalogue }));
  app.route('/api/editor', editorRoute({ ai: config.ai, catalogue }));
  app.route('/api/title-search', titleSearchRoute(config, createSearchProvider(config)));
  app.all('/api/*', (c) => apiError(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    console.error('[gateway] unhandled error', error);
    return apiError(c, 500, 'internal', 'Something went wrong on our side. Please try again.');
  });
  mountStaticSite(app, staticRoot);
  return { app, ready: rateLimit.ready, close: rateLimit.close };
}
