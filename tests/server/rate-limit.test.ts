import { afterEach, describe, expect, it } from 'vitest';
import { postGenerate, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { redisForTests, TEST_REDIS_URL } from '../helpers/test-redis.ts';

const REDIS_URL = TEST_REDIS_URL;
const runRedis = await redisForTests('rate-limit.test.ts');
const open: RunningGateway[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
});

async function gateway(env: NodeJS.ProcessEnv, prefix?: string) {
  const g = await startGateway(env, prefix ? { rateLimitPrefix: prefix } : {});
  open.push(g);
  return g;
}

// Requests that fail validation still count: the limit guards the API, not only upstream calls.
const ask = (url: string, headers: Record<string, string> = {}) => postGenerate(url, { toolId: 'no-such-tool', input: 'x' }, { headers });

describe('rate limit on /api/*', () => {
  it('answers 429 with Retry-After and a message once the per-minute budget is spent', async () => {
    const g = await gateway({ RATE_LIMIT_PER_MINUTE: '2' });
    expect((await ask(g.url)).status).toBe(404);
    expect((await ask(g.url)).status).toBe(404);
    const limited = await ask(g.url);
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: `Too many requests. Please wait ${retry} seconds and try again.` } });
    // Health and public config stay reachable.
    expect((await fetch(`${g.url}/api/health`)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const g = await gateway({ RATE_LIMIT_PER_MINUTE: '1' });
    expect((await ask(g.url, { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(404);
    expect((await ask(g.url, { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
  });

  it('with TRUST_PROXY, limits each client address from X-Forwarded-For separately', async () => {
    const g = await gateway({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' });
    expect((await ask(g.url, { 'X-Forwarded-For': 'spoofed, 203.0.113.1' })).status).toBe(404);
    expect((await ask(g.url, { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(404);
    expect((await ask(g.url, { 'X-Forwarded-For': 'other-spoof, 203.0.113.1' })).status).toBe(429);
  });

  it.runIf(runRedis)('with REDIS_URL, several gateway instances share one budget', async () => {
    const prefix = `rl-shared-${process.pid}-${Date.now()}`;
    const a = await gateway({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL }, prefix);
    const b = await gateway({ RATE_LIMIT_PER_MINUTE: '2', REDIS_URL }, prefix);
    expect((await ask(a.url)).status).toBe(404);
    expect((await ask(b.url)).status).toBe(404);
    expect((await ask(a.url)).status).toBe(429);
    expect((await ask(b.url)).status).toBe(429);
  });
});
