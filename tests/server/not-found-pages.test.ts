import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { LOCALIZED_NOT_FOUND, SPA_FALLBACK } from '../../server/static-site.ts';
import { testConfig } from '../helpers/test-config.ts';

// An unknown address is answered 404 with a page in its language: the translated language's
// not-found page under its prefix (scripts/write-not-found-pages.ts writes them), else the app's fallback.
const FALLBACK = '<!DOCTYPE html><html lang="en"><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>';
const SPANISH = '<!DOCTYPE html><html lang="es"><head><title>Página no encontrada</title></head><body><h1>Página no encontrada</h1></body></html>';
let app: ReturnType<typeof createApp>['app'];

beforeAll(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-pages-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html><body>Home</body></html>');
  fs.writeFileSync(path.join(root, SPA_FALLBACK), FALLBACK);
  fs.mkdirSync(path.join(root, 'es'));
  fs.writeFileSync(path.join(root, 'es', 'index.html'), '<!DOCTYPE html><html lang="es"><body>Inicio</body></html>');
  fs.writeFileSync(path.join(root, 'es', LOCALIZED_NOT_FOUND), SPANISH);
  ({ app } = createApp({ staticRoot: root, config: testConfig({}), catalogue: registry, rateLimitPrefix: `not-found-pages-${process.pid}` }));
});

describe('an unknown address', () => {
  it('under a translated language’s prefix: that language’s page, status 404', async () => {
    for (const address of ['/es/no-such-page', '/es/tools/no-such-tool', '/es/a/b/c']) {
      const response = await app.request(address);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(SPANISH);
    }
  });

  it('in English, under a prefix that is no language, or in a language without its page: the app’s fallback, status 404', async () => {
    for (const address of ['/no-such-page', '/xx/no-such-page', '/de/no-such-page', '/esp/no-such-page']) {
      const response = await app.request(address);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(FALLBACK);
    }
  });

  it('a page that exists is still that page', async () => {
    const response = await app.request('/es/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Inicio');
  });
});
