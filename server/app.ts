import { Hono } from 'hono';
import { mountStaticSite } from './static-site.ts';

export interface AppOptions {
  /** Directory of the built site (build/client). */
  staticRoot: string;
}

export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: `No API route ${c.req.method} ${c.req.path}` } }, 404));
  mountStaticSite(app, options.staticRoot);
  return app;
}
