import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { THEME_BOOT_SCRIPT } from '../../src/features/theme/theme.ts';
import { testConfig } from '../helpers/test-config.ts';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const OTHER_INLINE = 'window.__reactRouterContext = {"basename":"/"};';
const ABOUT_DATA = 'window.__reactRouterContext.streamController.enqueue("about");';
const FALLBACK_ONLY = 'window.__fallback = 1;';

/** A built site in miniature: the theme script and a framework script inline, as the real build emits them. */
function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-site-'));
  const page = (extra = '') => `<!DOCTYPE html><html><head><script>${THEME_BOOT_SCRIPT}</script></head><body><script>${OTHER_INLINE}</script>${extra}<script type="module" src="/assets/x.js"></script></body></html>`;
  fs.writeFileSync(path.join(root, 'index.html'), page());
  fs.mkdirSync(path.join(root, 'about'));
  fs.writeFileSync(path.join(root, 'about', 'index.html'), page(`<script>${ABOUT_DATA}</script>`));
  fs.writeFileSync(path.join(root, '__spa-fallback.html'), page(`<script>${FALLBACK_ONLY}</script>`));
  return root;
}

function app(env: NodeJS.ProcessEnv = {}) {
  return createApp({ staticRoot: site(), config: testConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon', ...env }), catalogue: registry, rateLimitPrefix: `csp-${process.pid}-${Date.now()}` }).app;
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => { const [name, ...values] = d.split(/\s+/); return [name!, values]; }));
}

describe('security headers on every response', () => {
  const requests: Array<[string, RequestInit?]> = [
    ['/'],
    ['/about'],
    ['/no-such-page'],
    ['/api/health'],
    ['/api/config'],
    ['/api/no-such-route'],
    ['/api/generate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }],
  ];
  for (const [url, init] of requests) {
    it(`${init?.method ?? 'GET'} ${url}`, async () => {
      const res = await app().request(url, init);
      const csp = directives(res.headers.get('content-security-policy'));
      const script = csp.get('script-src') ?? [];
      expect(script).toContain("'self'");
      expect(script).toContain('https://challenges.cloudflare.com');
      const isPage = !url.startsWith('/api/');
      // A page allows exactly its own inline scripts (theme included); an API answer allows none.
      expect(script.includes(sha256(THEME_BOOT_SCRIPT)), 'theme script').toBe(isPage);
      expect(script.includes(sha256(OTHER_INLINE))).toBe(isPage);
      expect(script.includes(sha256(ABOUT_DATA))).toBe(url === '/about');
      expect(script.includes(sha256(FALLBACK_ONLY))).toBe(url === '/no-such-page');
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
      expect(csp.get('frame-src')).toEqual(['https://challenges.cloudflare.com']);
      // No remote image host: a share link's or a model's image cannot call a server of its author's.
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(feature);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  }

  it('a revalidated page (304, no content type) keeps its own policy, so its scripts still run', async () => {
    const a = app();
    for (const url of ['/', '/about', '/about/']) {
      const first = await a.request(url);
      const tag = first.headers.get('etag');
      expect(tag, url).toBeTruthy();
      const again = await a.request(url, { headers: { 'If-None-Match': tag! } });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('content-security-policy'), url).toBe(first.headers.get('content-security-policy'));
    }
  });

  it('sends HSTS only when HSTS_MAX_AGE is set', async () => {
    const res = await app({ HSTS_MAX_AGE: '31536000' }).request('/api/health');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('without Supabase, connect-src is the site alone', async () => {
    const bare = createApp({ staticRoot: site(), config: testConfig(), catalogue: registry, rateLimitPrefix: `csp-bare-${Date.now()}` }).app;
    const res = await bare.request('/');
    expect(directives(res.headers.get('content-security-policy')).get('connect-src')).toEqual(["'self'"]);
  });
});
