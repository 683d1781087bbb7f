import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { testConfig } from '../helpers/test-config.ts';

// The gateway's API is for the site's own pages: a page on another origin must not be able to
// make its visitors' browsers spend the operator's AI quota or fill the forms.

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(async () => {
  await fake.close();
});

let n = 0;
function app(env: NodeJS.ProcessEnv = {}) {
  return createApp({
    staticRoot: '/nonexistent',
    config: testConfig({ AI_BASE_URL: fake.baseUrl, FORMS_PER_HOUR: '1000', ...env }),
    catalogue: registry,
    rateLimitPrefix: `origin-${process.pid}-${++n}`,
  }).app;
}

const SITE = 'http://site.example';
const generate = JSON.stringify({ toolId: 'ai-writer', input: 'hello' });
const ROUTES = ['/api/generate', '/api/editor/improve', '/api/editor/rewrite', '/api/images', '/api/title-search', '/api/forms/contact', '/api/forms/suggestion', '/api/forms/bug'];

describe('POST /api/* needs a JSON body', () => {
  for (const route of ROUTES) {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null]) {
      it(`${route} with ${type ?? 'no content type'}: 415`, async () => {
        fake.reset();
        const res = await app().request(`${SITE}${route}`, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body: generate });
        expect(res.status).toBe(415);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
        expect(fake.requests).toHaveLength(0);
      });
    }
  }
  it('application/json with a charset is fine', async () => {
    const res = await app().request(`${SITE}/api/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: generate });
    expect(res.status).toBe(200);
    await res.text();
  });
});

describe('cross-site requests to /api/* get 403', () => {
  const post = (a: ReturnType<typeof app>, route: string, headers: Record<string, string>) =>
    a.request(`${SITE}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: generate });

  for (const route of ROUTES) {
    it(`${route} from another origin`, async () => {
      fake.reset();
      const res = await post(app(), route, { Origin: 'https://evil.example' });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_origin');
      expect(fake.requests).toHaveLength(0);
    });
  }

  it('Sec-Fetch-Site: cross-site without an Origin', async () => {
    const res = await post(app(), '/api/generate', { 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('the same host on another port or scheme-less "null" origin', async () => {
    expect((await post(app(), '/api/generate', { Origin: 'http://site.example:8080' })).status).toBe(403);
    expect((await post(app(), '/api/generate', { Origin: 'null' })).status).toBe(403);
  });

  it('GET /api/config from another origin', async () => {
    const res = await app().request(`${SITE}/api/config`, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it("the site's own origin, a listed origin, and a client with no Origin (curl) pass", async () => {
    const own = await post(app(), '/api/generate', { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' });
    expect(own.status).toBe(200);
    await own.text();
    const listed = await post(app({ ALLOWED_ORIGINS: 'https://www.example.org, https://other.example' }), '/api/generate', { Origin: 'https://other.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://other.example');
    await listed.text();
    const curl = await post(app(), '/api/generate', {});
    expect(curl.status).toBe(200);
    await curl.text();
  });

  it('a listed origin gets its CORS preflight answered; another origin does not', async () => {
    const preflight = (origin: string) =>
      app({ ALLOWED_ORIGINS: 'https://other.example' }).request(`${SITE}/api/generate`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    const ok = await preflight('https://other.example');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://other.example');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('ALLOWED_ORIGINS must hold origins', () => {
    expect(() => testConfig({ ALLOWED_ORIGINS: 'https://ok.example/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => testConfig({ ALLOWED_ORIGINS: 'ftp://ok.example' })).toThrow(/ALLOWED_ORIGINS/);
    expect(testConfig({ ALLOWED_ORIGINS: 'https://A.example:8443 ,http://b.example' }).allowedOrigins).toEqual(['https://a.example:8443', 'http://b.example']);
  });
});
