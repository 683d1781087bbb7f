import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { cseResults, siteverify, startFakeService, type FakeService } from '../fixtures/fake-search/fake-search.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';

// Values that must never reach a log line: request text, form fields, secrets.
const SECRETS = {
  apiKey: 'sk-SECRET-api-key-0001',
  captchaSecret: 'SECRET-captcha-0002',
  serpKey: 'SECRET-serp-key-0003',
  metricsToken: 'SECRET-metrics-token-0004',
  bearer: 'SECRET-bearer-0005',
  input: 'PRIVATE-visitor-text-0006',
  history: 'PRIVATE-history-0007',
  formMessage: 'PRIVATE-form-message-0008',
  formEmail: 'private-0009@example.com',
  keyword: 'private-keyword-0010',
  captchaToken: 'pass-PRIVATE-token-0011',
  answer: 'PRIVATE-model-answer-0012',
};

let fake: FakeProvider;
let services: FakeService;
let database: DatabaseHandle;
let capture: LogCapture;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = await startFakeProvider();
  services = await startFakeService((req) => (req.path === '/siteverify' ? siteverify(req) : { status: 200, body: cseResults(3, ['A title']) }));
  database = await openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'obs-pglite-')) });
  capture = captureLogs('debug');
  gateway = await startGateway(
    {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: SECRETS.apiKey,
      AI_MODEL: 'test-model',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: SECRETS.captchaSecret,
      CAPTCHA_VERIFY_URL: `${services.url}/siteverify`,
      SEARCH_PROVIDER: 'serpapi',
      SERPAPI_KEY: SECRETS.serpKey,
      SERPAPI_BASE_URL: `${services.url}/search.json`,
      METRICS_TOKEN: SECRETS.metricsToken,
    },
    { log: capture.log, database },
  );
}, 60_000); // PGlite takes seconds to open on a busy machine
afterAll(async () => {
  await gateway.close();
  await database.close();
  await Promise.all([fake.close(), services.close()]);
});
afterEach(() => fake.reset());

const accessLines = () => capture.lines().filter((l) => l.msg === 'request');

describe('structured logs', () => {
  it('writes one JSON access line per request with level, time, request id, route, status and duration', async () => {
    const res = await fetch(`${gateway.url}/api/config`, { headers: { 'X-Request-Id': 'abc-123_DEF=' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123_DEF=');
    const line = accessLines().find((l) => l.reqId === 'abc-123_DEF=');
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/config', status: 200 });
    expect(typeof line?.time).toBe('string');
    expect(typeof line?.durationMs).toBe('number');
    expect(accessLines().filter((l) => l.reqId === 'abc-123_DEF=')).toHaveLength(1);
  });

  it('replaces an incoming request id that is not plain or too long', async () => {
    for (const bad of ['has space', 'x'.repeat(129), '<script>']) {
      const res = await fetch(`${gateway.url}/api/health`, { headers: { 'X-Request-Id': encodeURIComponent(bad) === bad ? bad : bad.replace(/ /g, '%20') } });
      const given = res.headers.get('x-request-id');
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("a generation's access line has time to first token, output size, tokens, tool, model and outcome, written when the stream ends", async () => {
    fake.use({ kind: 'reply', chunks: ['Hello', ' there'], usage: { prompt_tokens: 42, completion_tokens: 7 } });
    const res = await postGenerate(gateway.url, { toolId: 'ai-writer', input: 'Write a greeting' }, { headers: { 'X-Request-Id': 'gen-1' } });
    await readAll(res);
    await expect.poll(() => accessLines().find((l) => l.reqId === 'gen-1')).toBeDefined();
    const line = accessLines().find((l) => l.reqId === 'gen-1')!;
    expect(line).toMatchObject({ route: '/api/generate', status: 200, tool: 'ai-writer', model: 'test-model', outputChars: 11, inputTokens: 42, outputTokens: 7, outcome: 'done' });
    expect(line.ttftMs).toBeGreaterThanOrEqual(0);
    expect(line.durationMs).toBeGreaterThanOrEqual(line.ttftMs as number);
  });

  it("a generation the visitor left mid-stream is logged and counted as 'stopped'", async () => {
    fake.use({ kind: 'reply', chunks: Array.from({ length: 50 }, () => 'word '), delayMs: 50 });
    const controller = new AbortController();
    const res = await postGenerate(gateway.url, { toolId: 'ai-writer', input: 'x' }, { headers: { 'X-Request-Id': 'gen-left' }, signal: controller.signal });
    const reader = res.body!.getReader();
    let received = '';
    while (!received.includes('word')) received += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    await expect.poll(() => accessLines().find((l) => l.reqId === 'gen-left')).toBeDefined();
    expect(accessLines().find((l) => l.reqId === 'gen-left')).toMatchObject({ route: '/api/generate', status: 200, outcome: 'stopped' });
    const metrics = await (await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${SECRETS.metricsToken}` } })).text();
    expect(metrics).toMatch(/aiwt_generations_total\{tool="ai-writer",outcome="stopped"\} [1-9]/);
  });

  it('never logs request text, form fields or secrets, on success or failure', async () => {
    const auth = { Authorization: `Bearer ${SECRETS.bearer}` };
    fake.use({ kind: 'reply', chunks: [SECRETS.answer] });
    await readAll(await postGenerate(gateway.url, { toolId: 'ai-writer', input: SECRETS.input, history: [{ role: 'user', content: SECRETS.history }, { role: 'assistant', content: 'ok' }] }, { headers: auth }));
    fake.use({ kind: 'status', status: 500, body: JSON.stringify({ error: { message: SECRETS.input } }) });
    await readAll(await postGenerate(gateway.url, { toolId: 'ai-writer', input: SECRETS.input }, { headers: auth }));
    await postGenerate(gateway.url, `{"toolId":"ai-writer","input":"${SECRETS.input}`, { headers: auth }); // malformed JSON
    const form = (body: unknown) => fetch(`${gateway.url}/api/forms/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify(body) });
    expect((await form({ name: 'Ada', email: SECRETS.formEmail, subject: 'support', message: SECRETS.formMessage })).status).toBe(201);
    expect((await form({ name: 'Ada', email: SECRETS.formEmail, message: SECRETS.formMessage })).status).toBe(400);
    const search = (captchaToken: string) => fetch(`${gateway.url}/api/title-search`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth }, body: JSON.stringify({ keyword: SECRETS.keyword, captchaToken }) });
    expect((await search(SECRETS.captchaToken)).status).toBe(200);
    expect((await search(SECRETS.captchaToken)).status).toBe(403); // replay
    expect((await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${SECRETS.metricsToken}` } })).status).toBe(200);
    await fetch(`${gateway.url}/api/nothing?key=${SECRETS.apiKey}`, { headers: auth });

    const text = capture.text();
    expect(accessLines().length).toBeGreaterThan(8);
    for (const [name, value] of Object.entries(SECRETS)) expect(text.includes(value), `${name} appears in the log`).toBe(false);
  });
  it("a database error's extra fields (PostgreSQL repeats the failing row) stay out of the log", async () => {
    const failure = Object.assign(new Error('new row violates check constraint'), { code: '23514', detail: `Failing row contains (${SECRETS.formMessage})` });
    const failing = { ...database, db: { insert: () => { throw failure; } } } as unknown as DatabaseHandle;
    const own = captureLogs();
    const g = await startGateway({}, { log: own.log, database: failing });
    try {
      const res = await fetch(`${g.url}/api/forms/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Ada', email: SECRETS.formEmail, subject: 'support', message: SECRETS.formMessage }) });
      expect(res.status).toBe(503);
      expect(own.lines().find((l) => l.msg === 'could not store a form submission')).toMatchObject({ level: 50, err: { code: '23514', message: 'new row violates check constraint' } });
      expect(own.text()).not.toContain(SECRETS.formMessage);
      expect(own.text()).not.toContain(SECRETS.formEmail);
    } finally {
      await g.close();
    }
  });
});

describe('GET /metrics', () => {
  it('answers only with the bearer token', async () => {
    expect((await fetch(`${gateway.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${gateway.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const plain = await startGateway({});
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts a generation: requests, duration, time to first token, outcome, tokens by model', async () => {
    const before = await gateway.metrics.registry.getSingleMetricAsString('aiwt_generations_total');
    fake.use({ kind: 'reply', chunks: ['One', ' two'], usage: { prompt_tokens: 10, completion_tokens: 2 } });
    await readAll(await postGenerate(gateway.url, { toolId: 'slogan-generator', input: '', fields: { brand: 'Coffee shop' } }));
    const res = await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${SECRETS.metricsToken}` } });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(before).not.toContain('slogan-generator');
    expect(body).toContain('aiwt_generations_total{tool="slogan-generator",outcome="done"} 1');
    expect(body).toContain('aiwt_generation_time_to_first_token_seconds_count{tool="slogan-generator"} 1');
    expect(body).toMatch(/aiwt_http_requests_total\{route="\/api\/generate",method="POST",status="200"\} \d+/);
    expect(body).toMatch(/aiwt_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/generate",method="POST"\} \d+/);
    expect(body).toContain('aiwt_generation_active_streams 0');
    expect(body).toMatch(/aiwt_generation_input_tokens_total\{model="test-model"\} \d+/);
    expect(body).toMatch(/aiwt_generation_output_tokens_total\{model="test-model"\} \d+/);
    for (const name of ['upstream_errors_total', 'rate_limit_rejections_total', 'search_quota_rejections_total', 'captcha_failures_total', 'search_cache_hits_total', 'search_cache_misses_total', 'webhook_deliveries_total', 'webhook_delivery_failures_total']) {
      expect(body).toContain(`# TYPE aiwt_${name} counter`);
    }
  });
});

describe('health and readiness', () => {
  it('/api/health is liveness; /api/ready checks the database', async () => {
    expect(await (await fetch(`${gateway.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${gateway.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', ai: 'ok' } });
  });

  it('names the failing part: a database that does not answer; a Redis that is down is degraded, or failing with REDIS_REQUIRED', async () => {
    const broken: DatabaseHandle = { ...database, ping: () => Promise.reject(new Error('connection refused')) };
    const g = await startGateway({ REDIS_URL: 'redis://127.0.0.1:1' }, { database: broken });
    const required = await startGateway({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_REQUIRED: 'true' });
    try {
      const res = await fetch(`${g.url}/api/ready`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { failing: string[]; degraded: string[]; checks: Record<string, string> };
      expect(body.failing).toEqual(['database']);
      // Optional Redis: each instance counts in memory, so Redis alone does not take it out of the balancer.
      expect(body.degraded).toEqual(['redis']);
      expect(body.checks.database).toBe('connection refused');
      expect(body.checks.redis).toMatch(/redis unavailable/);
      expect((await fetch(`${g.url}/api/health`)).status).toBe(200);
      const strict = await fetch(`${required.url}/api/ready`);
      expect(strict.status).toBe(503);
      expect(((await strict.json()) as { failing: string[] }).failing).toEqual(['redis']);
    } finally {
      await Promise.all([g.close(), required.close()]);
    }
  });

  it('while draining: ready is 503 naming shutdown, new generations get 503 with Retry-After, health still answers', async () => {
    const g = await startGateway({ AI_BASE_URL: fake.baseUrl });
    try {
      g.lifecycle.startDrain();
      const ready = await fetch(`${g.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { failing: string[] }).failing).toEqual(['shutdown']);
      const refused = await postGenerate(g.url, { toolId: 'ai-writer', input: 'hello' });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('shutting_down');
      expect(fake.requests).toHaveLength(0);
      expect((await fetch(`${g.url}/api/health`)).status).toBe(200);
    } finally {
      await g.close();
    }
  });

  it('while draining, a request from the balancer (X-Retry-If-Draining) gets its connection closed unanswered, for the balancer to retry elsewhere', async () => {
    const g = await startGateway({ AI_BASE_URL: fake.baseUrl });
    try {
      g.lifecycle.startDrain();
      const retried = postGenerate(g.url, { toolId: 'ai-writer', input: 'hello' }, { headers: { 'Content-Type': 'application/json', 'X-Retry-If-Draining': '1' } });
      await expect(retried).rejects.toThrow();
      expect(fake.requests).toHaveLength(0);
      // Not draining: the header changes nothing.
      const other = await startGateway({ AI_BASE_URL: fake.baseUrl });
      try {
        const served = await postGenerate(other.url, { toolId: 'ai-writer', input: 'hello' }, { headers: { 'Content-Type': 'application/json', 'X-Retry-If-Draining': '1' } });
        expect(served.status).toBe(200);
        await served.text();
      } finally {
        await other.close();
      }
    } finally {
      await g.close();
    }
  });
});
