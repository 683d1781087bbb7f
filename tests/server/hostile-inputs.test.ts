import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../engine/registry/registry.ts';
import { createApp } from '../../server/app.ts';
import { readServerConfig } from '../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { listSubmissions } from '../../server/db/submissions.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { readAll, startGateway } from '../helpers/gateway.ts';
import { testConfig } from '../helpers/test-config.ts';
import { freshPgliteDataDir } from '../helpers/test-database.ts';

// Bodies built to hurt: nested thousands of levels deep, carrying terminal escapes and
// bidi overrides, with keys hundreds of KiB long, trickling in byte by byte, or addressed
// to a host name that is not the site's. Each gets a clear 4xx, never a 5xx, and nothing
// that could rewrite an operator's screen is stored or forwarded.

const CLOSED = 'http://127.0.0.1:9/v1';
const ROUTES = ['/api/generate', '/api/editor/improve', '/api/editor/rewrite', '/api/images', '/api/title-search', '/api/forms/contact', '/api/forms/suggestion', '/api/forms/bug'];
// eslint-disable-next-line no-control-regex -- exactly what must never be stored or sent on
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const validContact = { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'The editor is great.' };

let database: DatabaseHandle;
let fake: FakeProvider;
let prefix = 0;
beforeAll(async () => {
  database = await openDatabase({ dataDir: freshPgliteDataDir() });
  fake = await startFakeProvider();
});
afterAll(async () => {
  await database.close();
  await fake.close();
});

function app(env: NodeJS.ProcessEnv = {}) {
  return createApp({
    staticRoot: '/nonexistent',
    config: testConfig({ FORMS_PER_HOUR: '100000', RATE_LIMIT_PER_MINUTE: '100000', AI_BASE_URL: CLOSED, IMAGE_BASE_URL: CLOSED, ...env }),
    catalogue: registry,
    database,
    rateLimitPrefix: `hostile-${process.pid}-${++prefix}`,
  }).app;
}

const post = (a: ReturnType<typeof app>, route: string, body: string, url = 'http://localhost') =>
  a.request(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('JSON nesting is limited before parsing', () => {
  it('3,000 levels of [ on every POST route: 400 json_too_deep naming the limit, never a 500', async () => {
    const a = app();
    for (const route of ROUTES) {
      for (const body of ['['.repeat(3000), `${'['.repeat(3000)}${']'.repeat(3000)}`, `{"input":${'{"a":'.repeat(3000)}1${'}'.repeat(3001)}`]) {
        const res = await post(a, route, body);
        expect(res.status, route).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; message: string } };
        expect(error.code, route).toBe('json_too_deep');
        expect(error.message).toContain('32');
      }
    }
  });

  it('32 levels pass the depth check (and are judged on their content); 33 do not; MAX_JSON_DEPTH moves the line', async () => {
    const a = app();
    const deep = (n: number) => `{"toolId":"ai-writer","input":"x","pad":${'['.repeat(n - 1)}${']'.repeat(n - 1)}}`;
    expect(((await (await post(a, '/api/generate', deep(32))).json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(((await (await post(a, '/api/generate', deep(33))).json()) as { error: { code: string } }).error.code).toBe('json_too_deep');
    const shallow = app({ MAX_JSON_DEPTH: '4' });
    const res = await post(shallow, '/api/generate', deep(5));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('4 levels');
  });
});

describe('control characters, bidi overrides and isolates never reach storage or a provider', () => {
  it('a contact message with an ANSI escape, carriage returns and U+202E is stored without them', async () => {
    const message = 'Hi\u001b[31m red\r\nsecond\rthird \u202eevil\u2067x\u2069\u0085\u009b2J end\ttab';
    const res = await post(app(), '/api/forms/contact', JSON.stringify({ ...validContact, name: 'Ada\u001b[0m', message }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = (await listSubmissions(database.db)).find((r) => r.id === id)!;
    expect(row.fields).toEqual({ ...validContact, name: 'Ada[0m', message: 'Hi[31m red\nsecond\nthird evilx2J end\ttab' });
  });

  it('free text sent to the AI provider carries none of them (input, fields and history)', async () => {
    fake.use({ kind: 'reply', chunks: ['ok'] });
    const gateway = await startGateway({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'k', AI_MODEL: 'm' });
    try {
      const res = await fetch(`${gateway.url}/api/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ toolId: 'ai-writer', input: 'Write\u001b[2J about \u202ecats\r\n', history: [{ role: 'user', content: 'a\u0007b' }, { role: 'assistant', content: 'c\u2066d' }] }),
      });
      expect(res.status).toBe(200);
      await readAll(res);
      const sent = (fake.requests[0]!.body.messages ?? []).map((m) => String(m.content)).join('\n');
      expect(sent).toContain('Write[2J about cats');
      expect(sent).toContain('ab');
      expect(sent).toContain('cd');
      expect(sent).not.toMatch(FORBIDDEN);
    } finally {
      fake.reset();
      await gateway.close();
    }
  });
});

describe('error messages quote at most 64 characters of what the client sent', () => {
  it('a 200 KiB unknown key on every route: a short answer that names at most 64 characters of it', async () => {
    const a = app();
    const key = 'k'.repeat(200 * 1024);
    for (const route of ROUTES) {
      const base = route.startsWith('/api/forms') ? validContact : route.startsWith('/api/title') ? { keyword: 'x', captchaToken: 't' } : { toolId: 'ai-writer', input: 'x' };
      const res = await post(a, route, JSON.stringify({ ...base, [key]: 1 }));
      expect(res.status, route).toBeGreaterThanOrEqual(400);
      expect(res.status, route).toBeLessThan(500);
      const text = await res.text();
      expect(text.length, route).toBeLessThan(1024);
      expect(text, route).not.toContain('k'.repeat(65));
    }
    for (const path of [`/api/forms/${'f'.repeat(5000)}`, `/api/${'p'.repeat(5000)}`]) {
      const text = await (await post(a, path, '{}')).text();
      expect(text.length, path).toBeLessThan(1024);
    }
    const fieldRes = await post(a, '/api/generate', JSON.stringify({ toolId: 'ai-writer', input: 'x', fields: { ['\u001b[2J'.repeat(100)]: 'x' } }));
    expect(await fieldRes.text()).not.toContain('\u001b');
  });
});

describe('ALLOWED_HOSTS', () => {
  it('refuses any other Host with 421 unknown_host, pages and API alike; probes are always answered', async () => {
    const a = app({ ALLOWED_HOSTS: 'www.example.org,example.org' });
    for (const url of ['http://evil.example/api/config', 'http://evil.example/', 'http://www.example.org.evil.example/api/config']) {
      const res = await a.request(url, { headers: { Origin: new URL(url).origin } });
      expect(res.status, url).toBe(421);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unknown_host');
    }
    expect((await a.request('http://www.example.org/api/config')).status).toBe(200);
    expect((await a.request('http://example.org:8443/api/config')).status).toBe(200);
    expect((await a.request('http://10.0.0.7:3000/api/health')).status).toBe(200);
  });

  it('defaults to SITE_URL host in production, any host elsewhere; * turns it off', () => {
    expect(readServerConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.org/' }).allowedHosts).toEqual(['www.example.org']);
    expect(readServerConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.org', ALLOWED_HOSTS: '*' }).allowedHosts).toEqual([]);
    expect(readServerConfig({ SITE_URL: 'https://www.example.org' }).allowedHosts).toEqual([]);
    expect(() => readServerConfig({ ALLOWED_HOSTS: 'https://x.org' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('a real socket with Host: evil.example and a matching Origin (DNS rebinding) is refused', async () => {
    const gateway = await startGateway({ ALLOWED_HOSTS: '127.0.0.1' });
    try {
      const answer = await new Promise<number>((resolve, reject) => {
        const request = http.request(`${gateway.url}/api/config`, { headers: { Host: 'evil.example', Origin: 'http://evil.example' }, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer).toBe(421);
      expect((await fetch(`${gateway.url}/api/config`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});

describe('BODY_TIMEOUT_MS', () => {
  it('a body still trickling in after the time-out gets 408 body_timeout and its connection is closed', async () => {
    const gateway = await startGateway({ BODY_TIMEOUT_MS: '300', AI_BASE_URL: CLOSED });
    try {
      const started = Date.now();
      const { status, body, closed } = await new Promise<{ status: number; body: string; closed: Promise<void> }>((resolve, reject) => {
        const request = http.request(`${gateway.url}/api/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': 1000 }, agent: false }, (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (piece: string) => (text += piece));
          const closed = new Promise<void>((done) => request.socket?.once('close', () => done()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, closed }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        const drip = setInterval(() => (request.destroyed ? clearInterval(drip) : request.write('{')), 50);
        request.on('close', () => clearInterval(drip));
      });
      expect(status).toBe(408);
      expect(JSON.parse(body)).toMatchObject({ error: { code: 'body_timeout' } });
      await closed;
      // Answered near the time-out, not after Node's own minutes-long request time-out.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await gateway.close();
    }
  });
});
