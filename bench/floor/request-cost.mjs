// npm run bench:request-cost: the CPU each path spends on one request, in a closed loop.
// --concurrency visitors (32) each send their next request as soon as their last answer has ended, and the
// fake provider answers each with --chunks deltas (2) at once. Per-request work then dominates (framework,
// middleware, validation, quota, logs, metrics, the stream's set-up and end) and, with no queue of hundreds of
// streams to drain, the figure moves a few per cent between runs rather than the 500-stream case's ten or more:
// an A/B of a per-request change shows here first. The ladder of paths splits the gateway's cost:
//   passthrough   request + pipe (passthrough.mjs)
//   reencode      + the gateway's job: JSON body, a prompt of its size, SSE parsed and re-encoded (reencode-proxy.mjs)
//   hono          the same job served by Hono on @hono/node-server, one route (hono-floor.mjs): the framework alone
//   gateway       build/gateway/main.js: the gateway's own features and stream machinery on top
//   before        --baseline=path/to/an/older/build/gateway/main.js, in the same rounds
// Each round runs every path once (order rotated); the table gives the median and the lowest round.
// --gap-ms=N paces the deltas N ms apart instead (each its own network read): the per-chunk work then counts
// too, as in the 500-stream case (say --chunks=20 --gap-ms=1 --requests=1000).
//   node bench/floor/request-cost.mjs [--requests=3000] [--rounds=9] [--concurrency=32] [--chunks=2] [--gap-ms=0]
//     [--paths=passthrough,reencode,hono,gateway] [--baseline=…/main.js] [--gateway-env=K=V;K2=V2] [--json=file] [--cpu-prof]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { childSet } from './children.mjs';
import { cleanEnv, cpu, databaseOpen, first200, freePort, gatewayEnv, message, parseArgs } from './processes.mjs';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const args = parseArgs();
const REQUESTS = Number(args.requests ?? 3000);
const ROUNDS = Number(args.rounds ?? 9);
const CONCURRENCY = Number(args.concurrency ?? 32);
const CHUNKS = Number(args.chunks ?? 2);
const GAP_MS = Number(args['gap-ms'] ?? 0);
const GATEWAY = path.join(root, 'build/gateway/main.js');
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
const PATHS = [...(args.paths ?? 'passthrough,reencode,hono,gateway').split(','), ...(BASELINE ? ['before'] : [])];
if (PATHS.some((p) => p === 'gateway') && !fs.existsSync(GATEWAY)) {
  console.error('No build/gateway/main.js: run npm run build first.');
  process.exit(1);
}

const probe = pathToFileURL(path.join(here, 'probe.mjs')).href;
const children = childSet();
// --cpu-prof: every path's process writes a V8 CPU profile to bench/results/profiles when the run ends, warm-up
// included (read them with profile-split.mjs, --skip-ms past the warm-up).
const profileArgs = args['cpu-prof'] === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results/profiles')}`] : [];
const start = (script, env, execArgv = []) => children.track(fork(script, [], { env: cleanEnv(env), execArgv: ['--import', probe, ...execArgv], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }));
const dataDirs = [];
const cleanup = async () => {
  // SIGTERM lets a profiled process write its profile; the gateway's graceful shutdown is quick with no stream open.
  await children.stopAll(profileArgs.length ? 'SIGTERM' : undefined);
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(130)));

const fake = start(path.join(here, 'fake-provider.mjs'), {});
const fakePort = (await message(fake, 'listening')).port;
fake.send({ type: 'mode', mode: GAP_MS > 0 ? { kind: 'paced', chunks: CHUNKS, gapMs: GAP_MS } : { kind: 'burst', chunks: CHUNKS } });

const chatBody = JSON.stringify({ model: 'bench', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'x' }] });
const toolBody = JSON.stringify({ toolId: 'ai-writer', input: 'x' });
async function startFloor(file) {
  const child = start(path.join(here, file), { UPSTREAM_PORT: String(fakePort) }, profileArgs);
  return { child, port: (await message(child, 'listening')).port };
}
async function startGateway(script) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-request-cost-'));
  dataDirs.push(dataDir);
  const child = start(script, gatewayEnv(port, fakePort, dataDir, args['gateway-env']), profileArgs);
  // A gateway that exits (a bad setting, a missing package) fails the run rather than being waited for.
  await Promise.race([first200(port, performance.now(), '/api/health'), message(child, 'exit-before-ready')]);
  return { child, port };
}
const starters = {
  passthrough: async () => ({ ...(await startFloor('passthrough.mjs')), path: '/v1/chat/completions', body: chatBody }),
  reencode: async () => ({ ...(await startFloor('reencode-proxy.mjs')), path: '/api/generate', body: toolBody }),
  hono: async () => ({ ...(await startFloor('hono-floor.mjs')), path: '/api/generate', body: toolBody }),
  gateway: async () => ({ ...(await startGateway(GATEWAY)), path: '/api/generate', body: toolBody }),
  before: async () => ({ ...(await startGateway(BASELINE)), path: '/api/generate', body: toolBody }),
};
const unknown = PATHS.filter((p) => !(p in starters));
if (unknown.length) {
  console.error(`Unknown path(s): ${unknown.join(', ')} (known: ${Object.keys(starters).join(', ')})`);
  await cleanup();
  process.exit(2);
}
const targets = {};
for (const name of PATHS) targets[name] = await starters[name]();

/** `n` requests through `target`, CONCURRENCY at a time; resolves with how many did not end in a whole 200. */
async function loop(target, n) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const payload = Buffer.from(target.body);
  let sent = 0;
  let failed = 0;
  const one = () =>
    new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: target.port, path: target.path, method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', () => resolve(false));
      });
      req.on('error', () => resolve(false));
      req.end(payload);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent++ < n) if (!(await one())) failed++;
    }),
  );
  agent.destroy();
  return failed;
}

console.log(`request cost: ${ROUNDS} rounds of ${REQUESTS} requests per path, ${CONCURRENCY} at a time, ${CHUNKS} chunks each${GAP_MS > 0 ? ` ${GAP_MS} ms apart` : ''}; node ${process.version}`);
// Warm-up: JIT, pools, and the gateway's embedded database opened by its first usage record (a second of CPU on its worker thread).
for (const name of PATHS) {
  await loop(targets[name], REQUESTS);
  if (name === 'gateway' || name === 'before') await databaseOpen(targets[name].port);
  await loop(targets[name], REQUESTS);
}
const perRequest = Object.fromEntries(PATHS.map((p) => [p, []]));
const failures = Object.fromEntries(PATHS.map((p) => [p, 0]));
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < PATHS.length; i++) {
    const name = PATHS[(i + round) % PATHS.length];
    const before = await cpu(targets[name].child);
    failures[name] += await loop(targets[name], REQUESTS);
    const after = await cpu(targets[name].child);
    perRequest[name].push((after.us - before.us) / REQUESTS);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const us = (x) => `${Math.round(x).toLocaleString('en')} µs`;
const base = median(perRequest.passthrough ?? [Number.NaN]);
const floor = median(perRequest.reencode ?? [Number.NaN]);
console.log('\n| Path | CPU per request, median (lowest round) | ÷ passthrough | ÷ re-encoding floor | Failed |');
console.log('| --- | --- | --- | --- | --- |');
for (const name of PATHS) {
  const m = median(perRequest[name]);
  const ratio = (d) => (Number.isFinite(d) ? `${(m / d).toFixed(2)}×` : '—');
  console.log(`| ${name} | ${us(m)} (${us(Math.min(...perRequest[name]))}) | ${ratio(base)} | ${ratio(floor)} | ${failures[name]} of ${ROUNDS * REQUESTS} |`);
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify({ requests: REQUESTS, rounds: ROUNDS, concurrency: CONCURRENCY, chunks: CHUNKS, gapMs: GAP_MS, perRequest, failures }, null, 2));
await cleanup();
if (Object.values(failures).some((n) => n > 0)) process.exitCode = 1;
