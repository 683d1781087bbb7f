import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { REMOVING_WORKER } from '../../server/service-worker-route.ts';
import { testConfig } from '../helpers/test-config.ts';

const WORKER = "self.addEventListener('fetch',()=>{});";

function app(env: NodeJS.ProcessEnv = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-site-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!DOCTYPE html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(root, 'sw.js'), WORKER);
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"x"}');
  return createApp({ staticRoot: root, config: testConfig(env), catalogue: registry, rateLimitPrefix: `sw-${process.pid}-${Date.now()}` }).app;
}

describe('/sw.js and the manifest as the gateway serves them', () => {
  it('serves the built worker, revalidated on every check and allowed the whole site', async () => {
    const res = await app().request('/sw.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(WORKER);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets the page’s policy load the worker and the manifest from the site only', async () => {
    const csp = (await app().request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await app().request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  });

  it('with SERVICE_WORKER=off, /sw.js is the worker that removes itself and the site’s caches', async () => {
    const res = await app({ SERVICE_WORKER: 'off' }).request('/sw.js');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toBe(REMOVING_WORKER);
    expect(text).toContain('registration.unregister()');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});
