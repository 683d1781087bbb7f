// A bounded load run through the balancer: 3 gateway processes behind
// HAProxy, sharing PostgreSQL and Redis (tests/support/scale-out/topology.ts),
// driven by autocannon. Prints requests per second, p99 latency and errors.
// Figures, not assertions.
//   npm run load            (needs haproxy, PostgreSQL via TEST_DATABASE_URL, Redis on 127.0.0.1:6379)
//   LOAD_SECONDS=20 LOAD_CONNECTIONS=50 npm run load
import { spawn } from 'node:child_process';
import path from 'node:path';
import { findHaproxy } from '../tests/support/scale-out/haproxy.ts';
import { startTopology } from '../tests/support/scale-out/topology.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 20);
const haproxy = findHaproxy();
if (!haproxy) {
  console.error('npm run load needs haproxy (apt-get install -y haproxy).');
  process.exit(1);
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

/** autocannon in its own process, asynchronously: the fake provider lives in this one and must keep answering. */
function autocannon(url: string, extra: string[]): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/autocannon'), ['-j', '-c', String(connections), '-d', String(seconds), ...extra, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (err += d.toString('utf8')));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as AutocannonResult) : reject(new Error(`autocannon failed: ${err}`))));
  });
}

const topo = await startTopology({
  haproxy,
  adminDatabaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  rateLimitPerMinute: 100_000,
  // A short answer in 5 chunks, 10 ms apart: the gateway's streaming path, not the provider, is measured.
  scenario: { kind: 'reply', chunks: ['One ', 'two ', 'three ', 'four ', 'five.'], delayMs: 10 },
});
try {
  const runs = [
    { name: 'GET /api/config', result: await autocannon(`${topo.balancerUrl}/api/config`, []) },
    {
      name: 'POST /api/generate (5-chunk stream)',
      result: await autocannon(`${topo.balancerUrl}/api/generate`, ['-m', 'POST', '-H', 'Content-Type=application/json', '-b', JSON.stringify({ toolId: 'ai-writer', input: 'Load test' })]),
    },
  ];
  console.log(`Load through HAProxy -> 3 gateways (${connections} connections, ${seconds} s each, ${process.platform} ${process.arch}, node ${process.version})`);
  console.log('| Route | req/s | p50 ms | p99 ms | max ms | requests | errors | non-2xx |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { name, result: r } of runs) {
    console.log(`| ${name} | ${r.requests.average} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.requests.total} | ${r.errors + r.timeouts} | ${r.non2xx} |`);
  }
  const served = await Promise.all(topo.ports.map(async (port) => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok));
  console.log(`Instances still healthy after the run: ${served.filter(Boolean).length}/${served.length}`);
} finally {
  await topo.close();
}
