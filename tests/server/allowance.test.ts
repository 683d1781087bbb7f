import { describe, expect, it } from 'vitest';
import { apiErrorOf, postGenerate, readAll, type RunningGateway } from '../helpers/gateway.ts';
import { withProviderGateways } from '../helpers/provider-gateway.ts';
import { redisForTests, TEST_REDIS_URL } from '../helpers/test-redis.ts';

// What a tool page reads about the visitor's daily generations: GET /api/allowance on load, the
// refusal of more versions than are left, and the generations given back for failures, on the
// in-memory counters and on Redis alike.
const runRedis = await redisForTests('allowance.test.ts');
const provider = withProviderGateways();
const run = `ux-allow-${process.pid}-${Date.now()}`;
let prefixes = 0;

/** A gateway on the in-memory counters, or on Redis with its own key prefix. */
const gateway = (store: 'memory' | 'redis', env: NodeJS.ProcessEnv) =>
  provider.gateway({ REDIS_URL: store === 'redis' ? TEST_REDIS_URL : '', ...env }, { rateLimitPrefix: `${run}-${++prefixes}` });

const generate = (g: RunningGateway, versions = 1) => postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team', ...(versions > 1 ? { versions } : {}) });

async function allowance(g: RunningGateway): Promise<{ res: Response; body: { generations: { limit: number; remaining: number; resetAt: string } | null } }> {
  const res = await fetch(`${g.url}/api/allowance`);
  return { res, body: (await res.json()) as never };
}

describe('GET /api/allowance', () => {
  it('says what is left of the visitor’s day without counting anything, never cached, naming no visitor', async () => {
    const g = await gateway('memory', { DAILY_GENERATIONS_PER_VISITOR: '5' });
    const fresh = await allowance(g);
    expect(fresh.res.status).toBe(200);
    expect(fresh.res.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body.generations).toMatchObject({ limit: 5, remaining: 5 });
    expect(fresh.body.generations?.resetAt).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    // Reading it twice counts nothing.
    expect((await allowance(g)).body.generations?.remaining).toBe(5);
    await readAll(await generate(g));
    await readAll(await generate(g, 2));
    const after = await allowance(g);
    expect(after.body).toEqual({ generations: { limit: 5, remaining: 2, resetAt: fresh.body.generations?.resetAt } });
    expect(JSON.stringify(after.body)).not.toContain('127.0.0.1');
  });

  it('answers null when the daily generation limit is off', async () => {
    const g = await gateway('memory', { DAILY_GENERATIONS_PER_VISITOR: '0' });
    expect((await allowance(g)).body).toEqual({ generations: null });
  });
});

describe('more versions than generations left', () => {
  it('are refused with not_enough_generations, saying how many they need and how many are left; the count is untouched', async () => {
    const g = await gateway('memory', { DAILY_GENERATIONS_PER_VISITOR: '3' });
    await readAll(await generate(g));
    const refused = await generate(g, 3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-quota-remaining')).toBe('2');
    const error = await apiErrorOf(refused);
    expect(error).toEqual({ code: 'not_enough_generations', message: '3 versions need 3 generations, and you have 2 left today.' });
    expect((await allowance(g)).body.generations?.remaining).toBe(2);
    // What is left still runs.
    const two = await generate(g, 2);
    expect(two.status).toBe(200);
    await readAll(two);
    const none = await generate(g, 2);
    expect((await apiErrorOf(none)).code).toBe('daily_quota');
  });
});

for (const store of ['memory', 'redis'] as const) {
  describe.runIf(store === 'memory' || runRedis)(`failed generations on the ${store} counters`, () => {
    it('give their generation back, so the allowance the page reads is whole again', async () => {
      const g = await gateway(store, { DAILY_GENERATIONS_PER_VISITOR: '2' });
      provider.fake.once({ kind: 'status', status: 401 });
      provider.fake.once({ kind: 'drop', chunks: ['Half of', ' an answer'] });
      provider.fake.once({ kind: 'reply', chunks: [] });
      for (let i = 0; i < 3; i++) {
        const res = await generate(g);
        expect(res.status).toBe(200);
        expect((await readAll(res)).events.at(-1)).toMatchObject({ type: 'error' });
      }
      expect((await allowance(g)).body.generations?.remaining).toBe(2);
      await readAll(await generate(g));
      expect((await allowance(g)).body.generations?.remaining).toBe(1);
    }, 20_000);
  });
}
