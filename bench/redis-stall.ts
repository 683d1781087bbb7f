// Benchmark: generations through a Redis that stops answering. Two gateway instances share
// one Redis through a TCP proxy (tests/support/tcp-fault-proxy.ts) that holds every byte.
//   1. a 20 s stall: 20 generate requests sent just after it starts; time to a whole answer;
//   2. a permanent stall: 20 requests, each given up after CAP_MS.
// Prints figures, asserts nothing. Needs Redis at TEST_REDIS_URL (default redis://127.0.0.1:6379).
//   npm run bench:redis-stall            (STALL_MS=20000 CAP_MS=30000 to change the spans)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeProvider } from '../tests/fixtures/fake-openai/fake-openai.ts';
import { TEST_REDIS_URL } from '../tests/helpers/test-redis.ts';
import { spawnGateway, type GatewayChild } from '../tests/support/spawn-gateway.ts';
import { startTcpFaultProxy, type TcpFaultProxy } from '../tests/support/tcp-fault-proxy.ts';

const STALL_MS = Number(process.env.STALL_MS ?? 20_000);
const CAP_MS = Number(process.env.CAP_MS ?? 30_000);
const REQUESTS = 20;

const fake = await startFakeProvider();
/** One generation, read to its end. */
const generate = async (url: string, input: string, signal?: AbortSignal) => {
  const res = await fetch(`${url}/api/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ toolId: 'ai-email-writer', input }), signal });
  return { status: res.status, body: await res.text() };
};

/** Two gateway processes (the real start-up code) on one Redis through the proxy, as two instances would run. */
async function instances(proxy: TcpFaultProxy): Promise<GatewayChild[]> {
  const env = {
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'bench-model',
    REDIS_URL: proxy.url,
    REDIS_KEY_PREFIX: `bench-stall-${process.pid}-${Date.now()}:`,
    DAILY_GENERATIONS_PER_VISITOR: '1000',
    MAX_CONCURRENT_STREAMS_PER_VISITOR: '50',
    RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
  };
  // Each instance its own embedded database (one process per data folder).
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stall-'));
  const gateways = await Promise.all([spawnGateway({ ...env, DATA_DIR: dataDir() }), spawnGateway({ ...env, DATA_DIR: dataDir() })]);
  for (const g of gateways) await generate(g.url, 'warm up');
  return gateways;
}

/** Milliseconds to a whole answer, or null when none came within CAP_MS. */
async function timeOne(g: GatewayChild, signal: AbortSignal): Promise<number | null> {
  const start = performance.now();
  try {
    const { status } = await generate(g.url, 'A note to the team', signal);
    return status === 200 ? performance.now() - start : null;
  } catch {
    return null;
  }
}

function describe(label: string, times: Array<number | null>) {
  const answered = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
  const at = (q: number) => (answered.length ? answered[Math.min(answered.length - 1, Math.floor(q * answered.length))]!.toFixed(0) : '-');
  console.log(`${label}: ${answered.length}/${times.length} answered; ms to a whole answer: min ${at(0)}, median ${at(0.5)}, max ${at(1)}${answered.length < times.length ? `; ${times.length - answered.length} still waiting after ${CAP_MS} ms` : ''}`);
}

async function scenario(label: string, unstallAfterMs: number | null, stall = true) {
  const proxy = await startTcpFaultProxy(TEST_REDIS_URL);
  const gateways = await instances(proxy);
  if (stall) await proxy.set('stall');
  const unstall = unstallAfterMs === null ? undefined : setTimeout(() => void proxy.set('pass'), unstallAfterMs);
  const cap = new AbortController();
  const capTimer = setTimeout(() => cap.abort(), CAP_MS);
  const logged = gateways.map((g) => g.output().length);
  const times = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => timeOne(gateways[i % 2]!, cap.signal)));
  clearTimeout(capTimer);
  describe(label, times);
  const lines = gateways.map((g, i) => g.output().slice(logged[i]).split('\n').filter((line) => /redis/i.test(line)).length);
  console.log(`  log lines naming Redis while the ${REQUESTS} requests ran: ${lines.join(' + ')} (2 instances)`);
  if (process.env.SHOW_LINES) console.log(gateways.map((g, i) => g.output().slice(logged[i])).join('\n'));
  clearTimeout(unstall);
  await proxy.set('pass');
  for (const g of gateways) g.child.kill('SIGKILL');
  await Promise.all(gateways.map((g) => g.exited));
  await proxy.close();
}

console.log(`${REQUESTS} generate requests over 2 instances, Redis stalled behind a TCP proxy (REDIS_COMMAND_TIMEOUT_MS ${process.env.REDIS_COMMAND_TIMEOUT_MS ?? 'default'})`);
await scenario('no stall (baseline)', null, false);
await scenario(`stall of ${STALL_MS / 1000} s`, STALL_MS);
await scenario('permanent stall', null);
await fake.close();
process.exit(0);
