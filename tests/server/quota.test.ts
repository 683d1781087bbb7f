import { describe, expect, it } from 'vitest';
import type { RejectionCode } from '../../server/quota/quota-events.ts';
import { siteverify, startFakeService } from '../fixtures/fake-search/fake-search.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { postGenerate, readAll, type RunningGateway } from '../helpers/gateway.ts';
import { apiErrorOf } from '../helpers/gateway.ts';
import { withProviderGateways } from '../helpers/provider-gateway.ts';
import { testConfig } from '../helpers/test-config.ts';
import { redisForTests, TEST_REDIS_URL } from '../helpers/test-redis.ts';

const REDIS_URL = TEST_REDIS_URL;
const runRedis = await redisForTests('quota.test.ts');
const provider = withProviderGateways();
const gateway = provider.gateway;
const uniquePrefix = (name: string) => `t15-${name}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const generate = (g: RunningGateway, input = 'A note to the team') => postGenerate(g.url, { toolId: 'ai-email-writer', input });
const errorOf = apiErrorOf;

describe('daily generation quota', () => {
  it('admits exactly DAILY_GENERATIONS_PER_VISITOR generations, then answers 429 daily_quota with the reset time and Retry-After', async () => {
    const g = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '3' });
    const remaining: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      const res = await generate(g);
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-quota-remaining'));
      expect(res.headers.get('x-quota-limit')).toBe('3');
      expect(Number(res.headers.get('x-quota-reset'))).toBeGreaterThan(0);
      expect(res.headers.get('x-quota-reset-at')).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
      await readAll(res);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await generate(g);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-quota-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(refused);
    expect(error.code).toBe('daily_quota');
    expect(error.message).toMatch(/today's 3 free generations\. They reset at 00:00 UTC \(in /);
    expect(provider.fake.requests).toHaveLength(3);
  });

  it('counts editor actions toward the same quota', async () => {
    const g = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '2' });
    await readAll(await generate(g));
    const rewrite = await fetch(`${g.url}/api/editor/rewrite`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'shorter', text: 'Some text to shorten.' }) });
    expect(rewrite.status).toBe(200);
    await readAll(rewrite);
    expect((await generate(g)).status).toBe(429);
  });

  it('0 turns the quota off: no headers, no limit', async () => {
    const g = await gateway({ DAILY_GENERATIONS_PER_VISITOR: '0' });
    for (let i = 0; i < 5; i++) {
      const res = await generate(g);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-quota-limit')).toBeNull();
      await readAll(res);
    }
  });

  it.runIf(runRedis)('is shared by two gateway instances on one Redis', async () => {
    const prefix = uniquePrefix('shared');
    const env = { DAILY_GENERATIONS_PER_VISITOR: '3', REDIS_URL };
    const a = await gateway(env, { rateLimitPrefix: prefix });
    const b = await gateway(env, { rateLimitPrefix: prefix });
    const statuses: number[] = [];
    for (const g of [a, b, a, b]) {
      const res = await generate(g);
      statuses.push(res.status);
      if (res.ok) await readAll(res);
      else await res.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('stops a visitor at DAILY_OUTPUT_TOKENS_PER_VISITOR, counted from the provider usage', async () => {
    // The fake reports one output token per chunk: 3 per answer.
    const g = await gateway({ DAILY_OUTPUT_TOKENS_PER_VISITOR: '5' });
    await readAll(await generate(g));
    await readAll(await generate(g)); // 3 used: admitted; ends at 6
    const refused = await generate(g);
    expect(refused.status).toBe(429);
    const error = await errorOf(refused);
    expect(error.code).toBe('daily_quota');
    expect(error.message).toMatch(/5 output tokens/);
  });
});

describe('usage accounting', () => {
  it('asks for usage, records the provider figures per tool and model, and estimates (marked) when none comes', async () => {
    const records: Array<{ tool: string; model: string; outputTokens: number; estimated: boolean }> = [];
    const g = await gateway({}, { quotaEvents: { onUsage: (r) => records.push({ tool: r.tool, model: r.model, outputTokens: r.usage.outputTokens, estimated: r.usage.estimated }) } });
    provider.fake.once({ kind: 'reply', chunks: ['one', ' two', ' three', ' four'] });
    await readAll(await generate(g));
    provider.fake.once({ kind: 'reply', chunks: ['12345678'], noUsage: true });
    await readAll(await generate(g));
    expect(provider.fake.requests[0]!.body.stream_options).toEqual({ include_usage: true });
    expect(records).toEqual([
      { tool: 'ai-email-writer', model: 'test-model', outputTokens: 4, estimated: false },
      { tool: 'ai-email-writer', model: 'test-model', outputTokens: 2, estimated: true },
    ]);
  });
});

describe('output caps', () => {
  it('sends max_tokens from the manifest, the renderer default otherwise, never above MAX_OUTPUT_TOKENS', async () => {
    const g = await gateway({});
    await readAll(await postGenerate(g.url, { toolId: 'email-subject', input: 'Spring sale' }));
    await readAll(await generate(g));
    expect(provider.fake.requests.map((r) => r.body.max_tokens)).toEqual([1024, 2048]);
    const capped = await gateway({ MAX_OUTPUT_TOKENS: '300' });
    provider.fake.reset();
    await readAll(await postGenerate(capped.url, { toolId: 'email-subject', input: 'Spring sale' }));
    expect(provider.fake.requests[0]!.body.max_tokens).toBe(300);
  });
});

describe('answers cut at max_tokens', () => {
  it('end with done {truncated: true} when the provider says finish_reason "length", plain done otherwise', async () => {
    const g = await gateway({});
    provider.fake.once({ kind: 'reply', chunks: ['cut', ' short'], finishReason: 'length' });
    const cut = await readAll(await generate(g));
    expect(cut.events.at(-1)).toEqual({ type: 'done', truncated: true });
    provider.fake.once({ kind: 'reply', chunks: ['whole'], finishReason: 'stop' });
    expect((await readAll(await generate(g))).events.at(-1)).toEqual({ type: 'done' });
  });
});

describe('concurrency cap', () => {
  it('answers 429 too_many_streams beyond MAX_CONCURRENT_STREAMS_PER_VISITOR open requests, and frees the slot when a stream ends', async () => {
    const g = await gateway({ MAX_CONCURRENT_STREAMS_PER_VISITOR: '2' });
    // Stalled answers stay open until the gateway's 1 s silence time-out ends them.
    provider.fake.use({ kind: 'stall', chunks: ['…'] });
    const first = await generate(g);
    const second = await generate(g);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await generate(g);
    expect(third.status).toBe(429);
    expect((await errorOf(third)).code).toBe('too_many_streams');
    await readAll(first);
    await readAll(second);
    provider.fake.use({ kind: 'reply', chunks: ['ok'] });
    const after = await generate(g);
    expect(after.status).toBe(200);
    await readAll(after);
  });

  it.runIf(runRedis)('shares the slots between instances on one Redis', async () => {
    const prefix = uniquePrefix('slots');
    const env = { MAX_CONCURRENT_STREAMS_PER_VISITOR: '1', REDIS_URL };
    const a = await gateway(env, { rateLimitPrefix: prefix });
    const b = await gateway(env, { rateLimitPrefix: prefix });
    provider.fake.use({ kind: 'stall' });
    const first = await generate(a);
    expect(first.status).toBe(200);
    const second = await generate(b);
    expect(second.status).toBe(429);
    await second.body?.cancel();
    await readAll(first);
  });
});

describe('global daily budget', () => {
  it('warns at 80 %, refuses new generations with 503 budget_exhausted at 100 %, and never cuts a stream in flight', async () => {
    const logs = captureLogs();
    const warnings = () => logs.lines().filter((l) => l.level === 40).map((l) => String(l.msg));
    const shares: number[] = [];
    const rejected: RejectionCode[] = [];
    // $1 per output token, input free: each default answer (3 chunks) costs $3 of a $10 budget.
    const g = await gateway(
      { DAILY_BUDGET_USD: '10', MODEL_PRICES: 'test-model=0/1000000' },
      { log: logs.log, quotaEvents: { onBudgetShare: (s) => shares.push(s), onQuotaRejected: (e) => rejected.push(e.code) } },
    );
    await readAll(await generate(g));
    await readAll(await generate(g));
    expect(warnings().some((m) => m.includes('budget'))).toBe(false);
    await readAll(await generate(g)); // $9: 90 %
    expect(warnings().filter((m) => m.includes("of today's budget used"))).toHaveLength(1);
    expect(shares).toEqual([0.3, 0.6, 0.9]);

    // Under 100 %, so admitted: it reserves its output cap, which takes the budget past 100 % while it streams.
    provider.fake.once({ kind: 'reply', chunks: ['slow', ' but', ' complete'], delayMs: 300 });
    const inFlight = await generate(g);
    expect(inFlight.status).toBe(200);
    const refused = await generate(g);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(refused);
    expect(error.code).toBe('budget_exhausted');
    expect(error.message).toMatch(/used today's free AI capacity\. Please come back after 00:00 UTC/);
    // The stream in flight is never cut; it settles to what it used ($12: one request over, never more).
    const { text, events } = await readAll(inFlight);
    expect(text).toBe('slow but complete');
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(shares.at(-1)).toBeCloseTo(1.2);
    expect((await generate(g)).status).toBe(503);
    expect(rejected).toEqual(['budget_exhausted', 'budget_exhausted']);
  });

  it('uses DAILY_BUDGET_TOKENS when no prices are set', async () => {
    const g = await gateway({ DAILY_BUDGET_TOKENS: '1' });
    await readAll(await generate(g));
    const refused = await generate(g);
    expect(refused.status).toBe(503);
    expect((await errorOf(refused)).code).toBe('budget_exhausted');
  });
});

describe('human challenge after CHALLENGE_AFTER generations', () => {
  it('asks for a Turnstile token, verifies it on the server once, then lets the visitor through for CHALLENGE_TTL', async () => {
    const captcha = await startFakeService(siteverify);
    try {
      const g = await gateway({ CHALLENGE_AFTER: '2', CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret', CAPTCHA_VERIFY_URL: `${captcha.url}/siteverify` });
      await readAll(await generate(g));
      await readAll(await generate(g));
      const asked = await generate(g);
      expect(asked.status).toBe(403);
      expect((await errorOf(asked)).code).toBe('challenge_required');
      const withToken = (token: string) => postGenerate(g.url, { toolId: 'ai-email-writer', input: 'x' }, { headers: { 'X-Turnstile-Token': token } });
      const failed = await withToken('fail-1');
      expect(failed.status).toBe(403);
      expect((await errorOf(failed)).code).toBe('challenge_failed');
      const passed = await withToken('pass-1');
      expect(passed.status).toBe(200);
      await readAll(passed);
      // The pass holds: no token needed, and a replayed token is never sent to siteverify again.
      const after = await generate(g);
      expect(after.status).toBe(200);
      await readAll(after);
      expect(captcha.requests.map((r) => new URLSearchParams(r.body).get('response'))).toEqual(['fail-1', 'pass-1']);
    } finally {
      await captcha.close();
    }
  });

  it('fails closed when siteverify is down', async () => {
    const captcha = await startFakeService(() => ({ status: 500, body: {} }));
    try {
      const g = await gateway({ CHALLENGE_AFTER: '1', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: `${captcha.url}/siteverify` });
      await readAll(await generate(g));
      const res = await postGenerate(g.url, { toolId: 'ai-email-writer', input: 'x' }, { headers: { 'X-Turnstile-Token': 'pass-2' } });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('challenge_failed');
    } finally {
      await captcha.close();
    }
  });

  it('refuses to start with CHALLENGE_AFTER but no Turnstile keys', () => {
    expect(() => testConfig({ CHALLENGE_AFTER: '5' })).toThrow(/CHALLENGE_AFTER needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET/);
  });
});

describe('daily image quota', () => {
  it('counts each image asked for, carries X-Quota-* headers, and records images per tool and model', async () => {
    const images = await startFakeService(() => ({ status: 200, body: { created: 1, data: [{ b64_json: 'iVBORw0KGgo=' }, { b64_json: 'iVBORw0KGgo=' }] } }));
    const recorded: Array<{ kind: string; tool: string; model: string; images: number }> = [];
    try {
      const g = await gateway(
        { DAILY_IMAGES_PER_VISITOR: '3', IMAGE_BASE_URL: `${images.url}/v1`, IMAGE_MODEL: 'test-image-model' },
        { quotaEvents: { onUsage: (r) => recorded.push({ kind: r.kind, tool: r.tool, model: r.model, images: r.images }) } },
      );
      const post = (n: number) => fetch(`${g.url}/api/images`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toolId: 'text-to-image', prompt: 'a fox', size: 'square', n }) });
      const first = await post(2);
      expect(first.status).toBe(200);
      expect([first.headers.get('x-quota-limit'), first.headers.get('x-quota-remaining')]).toEqual(['3', '1']);
      await first.json();
      const second = await post(2);
      expect(second.status).toBe(429);
      const error = await errorOf(second);
      expect(error).toMatchObject({ code: 'daily_quota' });
      expect(error.message).toMatch(/today's 3 free images/);
      expect(recorded).toEqual([{ kind: 'image', tool: 'text-to-image', model: 'test-image-model', images: 2 }]);
      expect(images.requests).toHaveLength(1);
    } finally {
      await images.close();
    }
  });
});
