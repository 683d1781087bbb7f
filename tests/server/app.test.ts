import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { testConfig } from '../helpers/test-config.ts';

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'tools/ai-writer'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<title>Home</title>');
  fs.writeFileSync(path.join(root, 'tools/ai-writer/index.html'), '<title>AI Writer</title>');
  fs.writeFileSync(path.join(root, '__spa-fallback.html'), '<title>Fallback</title>');
  fs.writeFileSync(path.join(root, 'assets/app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *');
});

const app = () => createApp({ staticRoot: root, config: testConfig(), catalogue: registry }).app;

describe('gateway', () => {
  it('answers GET /api/health', async () => {
    const res = await app().request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves the support email and social link as run-time public settings, null when unset', async () => {
    const unset = await app().request('/api/config');
    expect(await unset.json()).toMatchObject({ supportEmail: null, socialUrl: null });
    const config = testConfig({ SITE_SUPPORT_EMAIL: 'help@tools.example.org', SITE_SOCIAL_URL: 'https://social.example.org/@tools' });
    const set = await createApp({ staticRoot: root, config, catalogue: registry }).app.request('/api/config');
    expect(await set.json()).toMatchObject({ supportEmail: 'help@tools.example.org', socialUrl: 'https://social.example.org/@tools' });
  });

  it('refuses a support email that is not an address and a social link that is not https', () => {
    expect(() => testConfig({ SITE_SUPPORT_EMAIL: 'nobody' })).toThrow(/SITE_SUPPORT_EMAIL/);
    expect(() => testConfig({ SITE_SOCIAL_URL: 'javascript:alert(1)' })).toThrow(/SITE_SOCIAL_URL/);
  });

  it('answers an unknown API route with a JSON 404, not the site', async () => {
    const res = await app().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No API route GET /api/nope' } });
  });

  it('caches hashed assets for a year', async () => {
    const res = await app().request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('serves each prerendered route as its own HTML, revalidated every time', async () => {
    const res = await app().request('/tools/ai-writer');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<title>AI Writer</title>');
    const home = await app().request('/');
    expect(await home.text()).toBe('<title>Home</title>');
    expect(home.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await app().request('/');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const second = await app().request('/', { headers: { 'If-None-Match': tag ?? '' } });
    expect(second.status).toBe(304);
  });

  it('sends a page in the encoding the build made for it, each with its own ETag, and revalidates each', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-br-'));
    fs.mkdirSync(path.join(site, 'faq'));
    fs.writeFileSync(path.join(site, 'index.html'), '<title>Home</title>');
    fs.writeFileSync(path.join(site, 'faq/index.html'), '<title>FAQ</title>');
    fs.writeFileSync(path.join(site, 'faq/index.html.br'), 'brotli bytes');
    const siteApp = createApp({ staticRoot: site, config: testConfig(), catalogue: registry }).app;
    const br = await siteApp.request('/faq/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe('brotli bytes');
    const plain = await siteApp.request('/faq', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<title>FAQ</title>');
    expect(plain.headers.get('etag')).not.toBe(br.headers.get('etag'));
    const again = await siteApp.request('/faq', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeTruthy();
  });

  it('serves unknown paths the SPA fallback with status 404', async () => {
    const res = await app().request('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<title>Fallback</title>');
  });

  it('never serves files outside the site root', async () => {
    const res = await app().request('/assets/..%2f..%2fetc/passwd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });

  it('warns once when the site is not built', () => {
    const capture = captureLogs();
    createApp({ staticRoot: path.join(root, 'missing'), config: testConfig(), catalogue: registry, log: capture.log });
    expect(capture.lines().filter((l) => String(l.msg).includes('npm run build'))).toHaveLength(1);
  });
});

describe('tools with a page of their own', () => {
  it('answer at /tools/{id} with a 301 to their own path, taken from the manifests', async () => {
    const own = registry.tools.filter((t) => t.path !== `/tools/${t.id}`);
    expect(own.map((t) => t.id)).toEqual(expect.arrayContaining(['ai-text-editor', 'text-to-image']));
    for (const tool of own) {
      const res = await app().request(`/tools/${tool.id}`);
      expect(res.status, tool.id).toBe(301);
      expect(res.headers.get('location'), tool.id).toBe(tool.path);
    }
    const withQuery = await app().request('/tools/text-to-image/?prompt=a%20cat');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/text-to-image?prompt=a%20cat');
  });

  it("answer React Router's data request for /tools/{id} with the same redirect, so an in-app link lands too", async () => {
    const res = await app().request('/tools/text-to-image.data?prompt=a%20cat&_routes=routes%2Ftool');
    expect(res.status).toBe(204);
    expect(res.headers.get('x-remix-redirect')).toBe('/text-to-image?prompt=a+cat');
    expect(res.headers.get('x-remix-status')).toBe('301');
    expect((await app().request('/tools/ai-text-editor.data')).headers.get('x-remix-redirect')).toBe('/ai-text-editor');
    // A tool on the default path keeps its prerendered data.
    expect((await app().request('/tools/ai-writer.data')).headers.get('x-remix-redirect')).toBeNull();
  });

  it('leave every other tool route to the site', async () => {
    const res = await app().request('/tools/ai-writer');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('AI Writer');
  });
});
