import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-openai/fake-openai.ts';
import { apiErrorOf, postGenerate, readAll, startGateway, type RunningGateway } from '../helpers/gateway.ts';
import { captureLogs, type LogCapture } from '../helpers/log-capture.ts';
import { redisForTests, TEST_REDIS_URL, testRedisClient } from '../helpers/test-redis.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from '../support/tcp-fault-proxy.ts';

// Two gateway instances share one Redis through a TCP proxy that passes, stalls,
// refuses or resets. Nothing here measures time: a bound, where there is one, is
// a guard against waiting for ever (a stalled Redis used to hold requests with
// no end), far above what the gateway needs.
const runRedis = await redisForTests('redis-outage.test.ts');
const GUARD_MS = 20_000;

let fake: FakeProvider;
let proxy: TcpFaultProxy | undefined;
const open: RunningGateway[] = [];

beforeAll(async () => {
  fake = await startFakeProvider();
});
afterEach(async () => {
  fake.reset();
  await proxy?.set('pass');
  await Promise.all(open.splice(0).map((g) => g.close()));
  await proxy?.close();
  proxy = undefined;
});
afterAll(() => fake.close());

/** Two instances on one Redis (through a fresh proxy), sharing their keys. */
async function twoGateways(env: NodeJS.ProcessEnv, logs: LogCapture[] = [captureLogs(), captureLogs()]) {
  proxy = await startTcpFaultProxy(TEST_REDIS_URL);
  const rateLimitPrefix = `outage-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const all = {
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '5000',
    REDIS_URL: proxy.url,
    ...env,
  };
  const gateways = [];
  for (const capture of logs) gateways.push(await startGateway(all, { rateLimitPrefix, log: capture.log }));
  open.push(...gateways);
  return {
    gateways: gateways as [RunningGateway, RunningGateway],
    rateLimitPrefix,
  };
}

const generate = (g: RunningGateway, init: RequestInit = {}) => postGenerate(g.url, { toolId: 'ai-email-writer', input: 'A note to the team' }, init);

/** Fails instead of hanging when `promise` has not settled after GUARD_MS. */
async function guarded<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${GUARD_MS} ms`)), GUARD_MS)));
  return Promise.race([promise, stuck]).finally(() => clearTimeout(timer));
}

/** Waits (polling, within the guard) until `check` holds. */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  await guarded(
    (async () => {
      while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
    })(),
    what,
  );
}

const ready = async (g: RunningGateway) => {
  const res = await fetch(`${g.url}/api/ready`);
  return {
    http: res.status,
    ...((await res.json()) as {
      status: string;
      degraded?: string[];
      failing?: string[];
      checks: Record<string, string>;
    }),
  };
};
const redisUp = (g: RunningGateway) => until(async () => (await ready(g)).checks.redis === 'ok', 'Redis answering again');
const redisDown = (g: RunningGateway) => until(async () => (await ready(g)).checks.redis !== 'ok', 'Redis seen as down');
const gauge = async (g: RunningGateway) => (await g.metrics.redisUp.get()).values[0]?.value;
const warnings = (logs: LogCapture) => logs.lines().filter((line) => line.level === 40);

describe.runIf(runRedis)('a Redis that stalls, refuses or resets', () => {
  it('stalled: 20 generations on two instances all answer while Redis still stalls; logged once per instance; ready and redis_up say so', async () => {
    const logs = [captureLogs(), captureLogs()];
    const { gateways } = await twoGateways(
      {
        DAILY_GENERATIONS_PER_VISITOR: '100',
        MAX_CONCURRENT_STREAMS_PER_VISITOR: '20',
      },
      logs,
    );
    for (const g of gateways) await readAll(await generate(g)); // Redis in use
    expect(await Promise.all(gateways.map(gauge))).toEqual([1, 1]);

    await proxy!.set('stall');
    const answers = await guarded(
      Promise.all(
        gateways.flatMap((g) =>
          Array.from({ length: 10 }, async () => {
            const res = await generate(g);
            return { status: res.status, text: (await readAll(res)).text };
          }),
        ),
      ),
      '20 generations through a stalled Redis',
    );
    // Every answer came while the proxy was still holding Redis's traffic.
    expect(proxy!.mode()).toBe('stall');
    expect(answers).toEqual(
      Array.from({ length: 20 }, () => ({
        status: 200,
        text: 'Hello from the fake provider.',
      })),
    );
    for (const capture of logs) expect(warnings(capture).map((line) => line.msg)).toEqual(['redis unavailable: this instance counts in memory until it answers again']);
    for (const g of gateways) {
      const state = await ready(g);
      expect(state).toMatchObject({
        http: 200,
        status: 'degraded',
        degraded: ['redis'],
      });
      expect(state.checks.redis).toMatch(/^redis unavailable: no answer within 1000 ms/);
    }
    expect(await Promise.all(gateways.map(gauge))).toEqual([0, 0]);

    await proxy!.set('pass');
    for (const g of gateways) await redisUp(g);
    expect(await Promise.all(gateways.map(gauge))).toEqual([1, 1]);
    for (const capture of logs) expect(capture.lines().filter((line) => String(line.msg).startsWith('redis answers again'))).toHaveLength(1);
  }, 60_000);

  it('refused: each instance admits only its share of what was left, and the memory counts are added back to Redis', async () => {
    const logs = [captureLogs(), captureLogs()];
    const { gateways, rateLimitPrefix } = await twoGateways({ DAILY_GENERATIONS_PER_VISITOR: '4', REDIS_EXPECTED_INSTANCES: '2' }, logs);
    const [a, b] = gateways;
    for (const g of [a, b]) expect((await readAll(await generate(g))).text).toBe('Hello from the fake provider.');

    await proxy!.set('refuse');
    for (const g of gateways) await redisDown(g);
    const warningsBefore = logs.map((capture) => warnings(capture).length);
    let admitted = 0;
    for (const g of [a, b, a, b, a, b, a, b]) {
      const res = await generate(g);
      if (res.status === 200) admitted++;
      if (res.ok) await readAll(res);
      else expect((await apiErrorOf(res)).code).toBe('daily_quota');
    }
    // 2 of the 4 were used; 2 instances sharing what is left admit 2 between them, not a fresh 4 each.
    expect(admitted).toBe(2);
    // Eight requests during the outage wrote no warning: the one line per instance came when it began.
    expect(logs.map((capture) => warnings(capture).length)).toEqual(warningsBefore);

    await proxy!.set('pass');
    for (const g of gateways) await redisUp(g);
    const redis = testRedisClient();
    try {
      const keys = await redis.keys(`${rateLimitPrefix}-quota:*:gen:*`);
      expect(keys).toHaveLength(1);
      expect(Number(await redis.get(keys[0]!))).toBe(4);
    } finally {
      await redis.quit();
    }
    for (const g of gateways) {
      const res = await generate(g);
      expect(res.status).toBe(429);
      expect((await apiErrorOf(res)).code).toBe('daily_quota');
    }
  }, 60_000);

  it('reset: stream slots released during the outage are released in Redis when it answers again', async () => {
    const { gateways } = await twoGateways({
      MAX_CONCURRENT_STREAMS_PER_VISITOR: '2',
      AI_TIMEOUT_MS: '60000',
    });
    const [a, b] = gateways;
    fake.use({ kind: 'stall', chunks: ['…'] });
    const streams = [new AbortController(), new AbortController()];
    const running = await Promise.all([a, b].map((g, i) => generate(g, { signal: streams[i]!.signal })));
    expect(running.map((res) => res.status)).toEqual([200, 200]);
    // The first chunk has arrived: both streams hold their slot.
    await Promise.all(running.map((res) => res.body!.getReader().read()));
    const third = await generate(a);
    expect(third.status).toBe(429);
    expect((await apiErrorOf(third)).code).toBe('too_many_streams');

    await proxy!.set('reset');
    for (const g of gateways) await redisDown(g);
    for (const stream of streams) stream.abort();
    await until(async () => (await Promise.all(gateways.map(async (g) => (await g.metrics.activeStreams.get()).values[0]?.value ?? 0))).every((n) => n === 0), 'streams ended');

    await proxy!.set('pass');
    for (const g of gateways) await redisUp(g);
    fake.use({ kind: 'stall', chunks: ['…'] });
    const again = [new AbortController(), new AbortController()];
    const after = await Promise.all([a, b].map((g, i) => generate(g, { signal: again[i]!.signal })));
    expect(after.map((res) => res.status)).toEqual([200, 200]);
    for (const controller of again) controller.abort();
  }, 60_000);

  it('a stream started during the outage holds its slot in Redis once it answers again, and frees it there when it ends', async () => {
    const { gateways } = await twoGateways({ MAX_CONCURRENT_STREAMS_PER_VISITOR: '1', AI_TIMEOUT_MS: '60000' });
    const [a, b] = gateways;
    fake.use({ kind: 'stall', chunks: ['…'] });
    await proxy!.set('refuse');
    for (const g of gateways) await redisDown(g);
    const stream = new AbortController();
    const running = await generate(a, { signal: stream.signal });
    expect(running.status).toBe(200);
    await running.body!.getReader().read();

    await proxy!.set('pass');
    for (const g of gateways) await redisUp(g);
    const other = await generate(b);
    expect(other.status).toBe(429);
    expect((await apiErrorOf(other)).code).toBe('too_many_streams');

    stream.abort();
    await until(async () => ((await a.metrics.activeStreams.get()).values[0]?.value ?? 0) === 0, 'stream ended');
    const freed = new AbortController();
    await until(async () => {
      const res = await generate(b, { signal: freed.signal });
      if (res.status !== 200) await res.body?.cancel();
      return res.status === 200;
    }, 'the slot freed in Redis');
    freed.abort();
  }, 60_000);

  it('REDIS_REQUIRED=true: while Redis is down, generations get 503 quota_unavailable at once; admitted again once it answers', async () => {
    const { gateways } = await twoGateways({
      REDIS_REQUIRED: 'true',
      DAILY_GENERATIONS_PER_VISITOR: '10',
    });
    const [a] = gateways;
    await proxy!.set('refuse');
    await redisDown(a);
    const refused = await guarded(generate(a), 'a generation while Redis is refused');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await apiErrorOf(refused)).toEqual({
      code: 'quota_unavailable',
      message: 'Generation is paused for a moment while the site checks its fair-use counters. Please try again in a few seconds.',
    });
    expect(fake.requests).toHaveLength(0);
    await proxy!.set('pass');
    await redisUp(a);
    const res = await generate(a);
    expect(res.status).toBe(200);
    await readAll(res);
  }, 60_000);
});
