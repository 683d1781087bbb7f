// npm run bench: the gateway against the floor of any Node proxy.
// Direct (the fake provider reached directly), a bare node:http passthrough and the
// built gateway (build/gateway/main.js) run the same cases in the same rounds, the
// order rotated each round; every figure is the median over rounds, and the gateway's
// is also given as a ratio to the passthrough's. Provider, servers and client each run
// in their own process (plain JS, node:http, keep-alive), not under tsx, not fetch.
//   node bench/floor/run.mjs [--rounds=5] [--cases=1,50,500,2000,burst,hold:500,capacity,abort,static,startup] [--quick] [--json=file]
//     [--baseline=path/to/an/older/build/gateway/main.js]  (adds that gateway to the same rounds: before/after)
//     [--strict]  (exit 1 when any stream failed or a drop never reached the provider)
//     [--reencode=false]  (leaves out the re-encoding floor, reencode-proxy.mjs: on by default, off in --quick)
//     [--hono]  (adds the Hono floor, hono-floor.mjs: the re-encoding floor served by Hono)
//     [--pin]  (the proxies on the last CPU, the client and the fake on the others, with taskset)
// Cases: N or paced:N (N streams of 50 chunks 20 ms apart), burst[:N] (50 chunks at once),
// hold:N (N streams held open after their first chunk: heap and RSS per open stream),
// reuse:N (N streams, 4.9 s of idle keep-alive connections, N more: the keep-alive time-out race),
// capacity[:max] (1,000, 2,000, 4,000… max (8,000) streams held open, opened --open-rate=500 a second: the most held at
// p99 TTFB < 1 s without a failure; --capacity-paths=direct steps the client and the fake alone),
// abort[:N] (N streams dropped at once before the provider's first byte, then N mid-stream: ms until the
// provider's connection closed), static (GET / req/s vs a minimal node:http file server), startup (cold start to the
// first 200 with existing data, and idle RSS, vs a bare node:http process).
import { execSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { childSet, stop } from './children.mjs';
import { cleanEnv, cpu, databaseOpen, first200, freePort, gatewayEnv, message, parseArgs } from './processes.mjs';
import { printTable } from './table.mjs';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const args = parseArgs();
const quick = args.quick === 'true';
const ROUNDS = Number(args.rounds ?? (quick ? 1 : 5));
const CASES = (args.cases ?? (quick ? '1,burst:5,hold:5,capacity:100,abort:5' : '1,50,500,2000,burst,hold:500,capacity,abort,static,startup')).split(',');
const CHUNKS = Number(args.chunks ?? 50);
const GAP_MS = Number(args.gap ?? 20);
const STATIC_MS = Number(args['static-ms'] ?? (quick ? 500 : 3000));
const GATEWAY = path.join(root, 'build/gateway/main.js');
if (!fs.existsSync(GATEWAY)) {
  console.error('No build/gateway/main.js: run npm run build first.');
  process.exit(1);
}
const uptime = () => execSync('uptime').toString().trim();
const probe = pathToFileURL(path.join(here, 'probe.mjs')).href;
const children = childSet();
// --pin: every proxy on the last CPU, the load (the client and the fake provider) on the others, with taskset. Unpinned,
// the proxy under test shares both cores of a 2-core machine with the load it is measured under, so each path's
// figures also measure how the scheduler placed three busy processes; pinned, each proxy has a core of its own, as a
// gateway in production has (its visitors and its provider are other machines).
const PIN = args.pin === 'true';
const CPUS = os.availableParallelism();
if (PIN && CPUS < 2) {
  console.error('--pin needs at least 2 CPUs: the proxies on one, the load on the others.');
  process.exit(1);
}
const PROXY_CPU = String(CPUS - 1);
const LOAD_CPUS = `0-${CPUS - 2}`;
/** Pins every thread of the child (and the threads it starts later) to `cpus` when --pin is given. */
const pinTo = (child, cpus) => {
  if (PIN) execSync(`taskset -a -cp ${cpus} ${child.pid}`, { stdio: 'ignore' });
  return child;
};

function start(script, env = {}, execArgv = []) {
  return children.track(fork(script, [], { env: { ...process.env, ...env }, execArgv: ['--expose-gc', '--import', probe, ...execArgv], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }));
}
const mem = (child) => (child.send({ type: 'mem' }), message(child, 'mem'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
// --cpu-prof: the gateway, the passthrough and the re-encoding floor each write a V8 CPU profile to bench/results/profiles when the bench
// ends (read them with bench/floor/profile-split.mjs): the passthrough's is the floor the gateway's is compared with.
const PROFILE_DIR = path.join(root, 'bench/results/profiles');
const profileArgs = args['cpu-prof'] === 'true' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
async function startGateway(fakePort, dataDir, script = GATEWAY) {
  const port = await freePort();
  const child = children.track(fork(script, [], { env: cleanEnv(gatewayEnv(port, fakePort, dataDir, args['gateway-env'])), execArgv: ['--expose-gc', '--import', probe, ...(script === GATEWAY ? profileArgs : []), ...(args['gateway-node-args'] ?? '').split(' ').filter(Boolean)], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }));
  pinTo(child, PROXY_CPU);
  await first200(port, performance.now(), '/api/health');
  return { child, port };
}

// ---- processes
const fake = pinTo(start(path.join(here, 'fake-provider.mjs')), LOAD_CPUS);
const fakePort = (await message(fake, 'listening')).port;
const passthrough = pinTo(start(path.join(here, 'passthrough.mjs'), { UPSTREAM_PORT: String(fakePort) }, profileArgs), PROXY_CPU);
const passPort = (await message(passthrough, 'listening')).port;
// The floor of any proxy that does the gateway's job (reencode-proxy.mjs), in the paced, burst, hold and abort cases,
// a column of its own: the gateway's distance from the passthrough splits into the two. On by default, not in
// --quick (CI); --reencode=false leaves it out, --reencode adds it to a quick run.
const reencode = (args.reencode ?? String(!quick)) === 'true' ? pinTo(start(path.join(here, 'reencode-proxy.mjs'), { UPSTREAM_PORT: String(fakePort) }, profileArgs), PROXY_CPU) : null;
const reencodePort = reencode ? (await message(reencode, 'listening')).port : null;
// --hono: the same floor served by Hono on @hono/node-server, one route (hono-floor.mjs), in the same cases: what the
// framework the gateway is built on costs before any of the gateway's own features. Off by default.
const hono = args.hono === 'true' ? pinTo(start(path.join(here, 'hono-floor.mjs'), { UPSTREAM_PORT: String(fakePort) }, profileArgs), PROXY_CPU) : null;
const honoPort = hono ? (await message(hono, 'listening')).port : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
const gateway = await startGateway(fakePort, dataDir);
const beforeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-before-'));
const before = BASELINE ? await startGateway(fakePort, beforeDir, BASELINE) : null;
const client = pinTo(children.track(fork(path.join(here, 'client.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })), LOAD_CPUS);
await message(client, 'ready');
const cleanup = async () => {
  // A profiled process must exit on its own (SIGTERM: the gateway's graceful stop, the passthrough's exit) to write its profile.
  if (profileArgs.length) await Promise.all([stop(gateway.child, 'SIGTERM'), stop(passthrough, 'SIGTERM'), reencode && stop(reencode, 'SIGTERM'), hono && stop(hono, 'SIGTERM')]);
  await children.stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(beforeDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().then(() => process.exit(130)));

const chatBody = JSON.stringify({ model: 'bench', stream: true, stream_options: { include_usage: true }, messages: [{ role: 'user', content: 'x' }] });
const targets = {
  direct: { port: fakePort, path: '/v1/chat/completions', body: chatBody, doneMarker: '[DONE]', server: null },
  passthrough: { port: passPort, path: '/v1/chat/completions', body: chatBody, doneMarker: '[DONE]', server: passthrough },
  gateway: { port: gateway.port, path: '/api/generate', body: JSON.stringify({ toolId: 'ai-writer', input: 'x' }), doneMarker: 'event: done', server: gateway.child },
};
if (before) targets.before = { ...targets.gateway, port: before.port, server: before.child };
if (reencode) targets.reencode = { ...targets.gateway, port: reencodePort, server: reencode };
if (hono) targets.hono = { ...targets.gateway, port: honoPort, server: hono };
// The gateway builds: the static, startup and capacity cases run these. The re-encoding floor has no pages.
const GATEWAYS = before ? ['before', 'gateway'] : ['gateway'];
// Every proxy's column after the passthrough's, each with its ratio to the passthrough.
const PROXIES = [...(reencode ? ['reencode'] : []), ...(hono ? ['hono'] : []), ...GATEWAYS];
const setMode = async (mode) => {
  fake.send({ type: 'mode', mode });
  await sleep(20);
};
async function streams(target, n, notifyAllOpen = false) {
  client.send({ type: 'streams', n, chunks: CHUNKS, notifyAllOpen, ...target, server: undefined });
  return message(client, 'result');
}

// ---- statistics
const pct = (xs, p) => {
  const s = xs.filter((x) => x >= 0).sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
function summarise({ wallMs, openedMs, peakOpen, results }, gapMs = GAP_MS) {
  const ok = results.filter((r) => r.ok);
  const errors = {};
  for (const r of results) if (!r.ok) errors[r.error] = (errors[r.error] ?? 0) + 1;
  return {
    ttfbP50: pct(results.map((r) => r.ttfb), 50),
    ttfbP99: pct(results.map((r) => r.ttfb), 99),
    // Extra time per chunk beyond the provider's pacing, from the first content chunk to the last.
    perChunkMs: mean(ok.map((r) => (r.last - r.ttfb) / (CHUNKS - 1) - gapMs)),
    wallMs,
    openedMs,
    peakOpen,
    failed: results.length - ok.length,
    errors,
  };
}
// A proxy holds 2 descriptors per stream (and its pools, files, PGlite): the most held streams this process's
// ulimit -n allows its children (the run says so when that cuts the capacity case short).
const FD_LIMIT = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString()) || Infinity;
const FD_HELD = Math.floor((FD_LIMIT - 1000) / 2);
/** 1,000, 2,000, then every 2,000 (4,000, 6,000, 8,000…), and max. */
function* capacitySteps(max) {
  for (let n = 1000; n < max; n = n < 2000 ? n + 1000 : n + 2000) yield n;
  yield max;
}
// Paths the capacity case steps through (--capacity-paths=direct checks the client alone far above 8,000).
const CAPACITY_PATHS = (args['capacity-paths'] ?? ['direct', 'passthrough', ...GATEWAYS].join(',')).split(',');
// Streams the client creates per turn of its event loop (see client.mjs).
const OPEN_BATCH = Number(args['open-batch'] ?? 250);
// New streams a second in the capacity case: well under what each path takes when few are open, so a step that
// misses shows how many it holds, not how fast they come. At 1,000 a second the gateway's figure swung from 2,000
// to 8,000 between three runs on the shared 2-core machine: its new-stream throughput is near that rate there, and
// once it fell behind, the queue grew (p50 0.7 to 1.2 s at 4,000 or 8,000 open).
const OPEN_RATE = Number(args['open-rate'] ?? 500);
/** Closes the client's keep-alive connections and the fake's idle ones (the proxies' pools): the next step starts on new connections. */
async function closeIdle(lastN) {
  client.send({ type: 'closeIdle' });
  fake.send({ type: 'closeIdle' });
  await Promise.all([message(client, 'closedIdle'), message(fake, 'closedIdle')]);
  await sleep(100 + lastN / 20); // the proxies see the closes too (500 ms after 8,000)
}
const rotate = (xs, k) => xs.map((_, i) => xs[(i + k) % xs.length]);

// ---- cases
async function pacedCase(n, kind) {
  await setMode(kind === 'burst' ? { kind: 'burst', chunks: CHUNKS } : { kind: 'paced', chunks: CHUNKS, gapMs: GAP_MS });
  const out = {};
  for (const name of rotate(Object.keys(targets), round + caseIndex)) {
    const { server } = targets[name];
    const before = server ? await cpu(server) : null;
    const result = summarise(await streams(targets[name], n), kind === 'burst' ? 0 : GAP_MS);
    // What the proxy process spent on the case, per stream: the work behind the queueing the TTFBs show,
    // and its young-generation collections per 100 streams (how much it allocates).
    const after = server ? await cpu(server) : null;
    out[name] = {
      ...result,
      cpuPerStreamMs: before && after ? (after.us - before.us) / n / 1000 : Number.NaN,
      minorGcsPer100: before && after ? ((after.gc.minor - before.gc.minor) * 100) / n : Number.NaN,
      gcPauseMsPerStream: before && after ? (after.gc.ms - before.gc.ms) / n : Number.NaN,
    };
    await sleep(200);
  }
  return out;
}
/** N streams, the connections idle for idleMs (just under Node's default 5 s keep-alive time-out), then N more on them. */
async function reuseCase(n, idleMs = Number(args['idle-ms'] ?? 4900)) {
  await setMode({ kind: 'paced', chunks: CHUNKS, gapMs: GAP_MS });
  const out = {};
  for (const name of rotate(['passthrough', ...GATEWAYS], round + caseIndex)) {
    await streams(targets[name], n);
    await sleep(idleMs);
    out[name] = summarise(await streams(targets[name], n));
  }
  return out;
}
/**
 * Abort propagation: how long after a visitor drops a stream the provider's connection for it
 * closes, in two windows: before the provider's first byte (the fake stalls; dropped 200 ms after
 * sending) and mid-stream (dropped at the first content chunk). n streams at once per window and
 * path. A drop the provider never saw close within 2 s counts as missed.
 */
let nextAbortId = 1;
async function abortCase(n) {
  const windows = [
    ['before-first', { kind: 'stall' }],
    ['mid-stream', { kind: 'paced', chunks: CHUNKS, gapMs: GAP_MS }],
  ];
  const out = {};
  const bodies = { direct: chatBody.replace('"x"', '"abort-ABORT_ID"'), passthrough: chatBody.replace('"x"', '"abort-ABORT_ID"') };
  for (const name of rotate(Object.keys(targets), round + caseIndex)) {
    const target = targets[name];
    const body = bodies[name] ?? JSON.stringify({ toolId: 'ai-writer', input: 'abort-ABORT_ID' });
    const result = {};
    for (const [window, mode] of windows) {
      await setMode(mode);
      fake.send({ type: 'closes' });
      await message(fake, 'closes'); // forget earlier ones
      const firstId = nextAbortId;
      nextAbortId += n;
      client.send({ type: 'aborts', n, firstId, port: target.port, path: target.path, body, window, waitMs: 200 });
      const { aborts } = await message(client, 'result');
      let closes = {};
      for (let waited = 0; waited <= 2000; waited += 100) {
        await sleep(100);
        fake.send({ type: 'closes' });
        closes = { ...closes, ...(await message(fake, 'closes')).closes };
        if (Object.keys(aborts).every((id) => closes[id] !== undefined)) break;
      }
      const latencies = Object.entries(aborts).map(([id, at]) => (closes[id] !== undefined && at >= 0 ? closes[id] - at : Number.NaN));
      const seen = latencies.filter(Number.isFinite);
      result[window] = { p50: pct(seen, 50), p99: pct(seen, 99), max: seen.length ? Math.max(...seen) : Number.NaN, missed: latencies.length - seen.length };
    }
    // --strict fails a run where a drop never reached the provider.
    out[name] = { ...result, failed: Object.values(result).reduce((a, w) => a + w.missed, 0) };
    await sleep(100);
  }
  return out;
}
async function holdCase(n) {
  await setMode({ kind: 'hold', chunks: CHUNKS });
  const out = {};
  for (const name of rotate(['passthrough', ...PROXIES], round + caseIndex)) {
    const target = targets[name];
    const before = await mem(target.server);
    client.send({ type: 'streams', n, chunks: CHUNKS, notifyAllOpen: true, ...target, server: undefined });
    await message(client, 'allOpen');
    const during = await mem(target.server);
    fake.send({ type: 'release' });
    const result = summarise(await message(client, 'result'), 0);
    out[name] = { ...result, heapPerStreamKiB: (during.heapUsed - before.heapUsed) / n / 1024, rssPerStreamKiB: (during.rss - before.rss) / n / 1024 };
    await sleep(200);
  }
  return out;
}
/**
 * capacity[:max]: for each path, N streams held open at once for N = 1,000, 2,000, 4,000, 6,000, 8,000… up to max
 * (8,000). The client opens them at OPEN_RATE a second (visitors arriving, not one burst of N: a burst measures how
 * fast a path takes N requests, not how many it holds); each gets its first chunk, then the fake holds them all
 * until the last has its own, then sends the rest. A path's capacity is the largest N whose p99 TTFB is under 1 s
 * without a failed stream; it stops at its first step that misses. Each step runs on new connections (the last
 * step's are closed: at 8,000 streams a proxy holds 16,000 sockets, and ulimit -n is 20,000 here), after an
 * unmeasured warm-up of 500 streams (a path's first requests run cold code: they cost the gateway 0.5 s of p99).
 */
async function capacityCase(max) {
  const steps = [...capacitySteps(Math.min(max, FD_HELD))];
  await setMode({ kind: 'hold', chunks: CHUNKS });
  let lastN = 0;
  const held = async (target, n) => {
    await closeIdle(lastN);
    lastN = n;
    client.send({ type: 'streams', n, chunks: CHUNKS, notifyAllOpen: true, openBatch: OPEN_BATCH, openRate: OPEN_RATE, ...target, server: undefined });
    await message(client, 'allOpen');
    fake.send({ type: 'release' });
    return summarise(await message(client, 'result'), 0);
  };
  const out = {};
  for (const name of rotate(CAPACITY_PATHS, round + caseIndex)) {
    const result = { capacity: 0, openRate: OPEN_RATE, steps: [] };
    await held(targets[name], Math.min(500, max));
    for (const n of steps) {
      const s = await held(targets[name], n);
      result.steps.push({ n, ttfbP50: s.ttfbP50, ttfbP99: s.ttfbP99, failed: s.failed, openedMs: s.openedMs, wallMs: s.wallMs, peakOpen: s.peakOpen, ...(s.failed ? { errors: s.errors } : {}) });
      if (!(s.ttfbP99 < 1000 && s.failed === 0)) break;
      result.capacity = n;
    }
    out[name] = result;
  }
  await closeIdle(lastN);
  return out;
}
async function staticCase() {
  const fileServer = pinTo(start(path.join(here, 'file-server.mjs'), { ROOT: path.join(root, 'build/client') }), PROXY_CPU);
  const filePort = (await message(fileServer, 'listening')).port;
  const out = {};
  const servers = rotate([['fileServer', filePort], ...GATEWAYS.map((g) => [g, targets[g].port])], round);
  // Unmeasured: 2 s for the stream cases' connections to wind down, then 500 ms of pages from each server, so that
  // their page path is warm (the start's warm-up only ran streams). Run straight after the 2,000-stream case, the
  // gateway still serves a third fewer pages for several seconds (its main thread is not saturated; every process
  // here is winding down); run first, or alone, it does not. docs/benchmarks.md has the figures.
  await sleep(2000);
  for (const [, port] of servers) {
    client.send({ type: 'static', port, path: '/', connections: 20, durationMs: 500 });
    await message(client, 'result');
  }
  for (const [name, port] of servers) {
    client.send({ type: 'static', port, path: '/', connections: 20, durationMs: STATIC_MS });
    out[name] = await message(client, 'result');
  }
  await stop(fileServer);
  return out;
}
async function startupCase() {
  const out = {};
  const startupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  // Existing data: the gateway has started on this directory once before.
  await stop((await startGateway(fakePort, startupDir)).child);
  if (BASELINE && round === 0) await stop((await startGateway(fakePort, startupDir + '-before', BASELINE)).child);
  for (const name of rotate(['bare', ...GATEWAYS], round)) {
    const port = await freePort();
    const t0 = performance.now();
    const child =
      name === 'bare'
        ? start(path.join(here, 'bare-server.mjs'), { PORT: String(port) })
        : (() => {
            const script = name === 'before' ? BASELINE : GATEWAY;
            return children.track(fork(script, [], { env: cleanEnv(gatewayEnv(port, fakePort, name === 'before' ? startupDir + '-before' : startupDir, args['gateway-env'])), execArgv: ['--expose-gc', '--import', probe], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }));
          })();
    const coldMs = await first200(port, t0, '/');
    await sleep(1500);
    const { rss } = await mem(child);
    out[name] = { coldMs, idleRssMiB: rss / 1024 / 1024 };
    await stop(child);
  }
  fs.rmSync(startupDir, { recursive: true, force: true });
  fs.rmSync(startupDir + '-before', { recursive: true, force: true });
  return out;
}

console.log(`floor bench: ${ROUNDS} round(s), cases ${CASES.join(', ')}; ${CHUNKS} chunks ${GAP_MS} ms apart; node ${process.version}`);
console.log(`uptime at start: ${uptime()}`);
for (const spec of CASES.filter((c) => c.startsWith('capacity')))
  if (Number(spec.split(':')[1] ?? 8000) > FD_HELD) console.log(`${spec}: ulimit -n is ${FD_LIMIT}, so steps stop at ${FD_HELD} streams (2 descriptors each in a proxy; raise it with ulimit -n)`);
// Warm-up (JIT, connection pools): not measured.
await setMode({ kind: 'paced', chunks: CHUNKS, gapMs: 0 });
for (const name of Object.keys(targets)) await streams(targets[name], quick ? 2 : 50);
// The warm-up's usage rows opened each gateway's embedded database (a new data directory: its first open
// also creates it, seconds of CPU on its worker thread). Wait for that here, so that round 1 does not share
// the machine with it: an operator's gateway has its database open long before it serves 500 streams.
for (const name of GATEWAYS) await databaseOpen(targets[name].port);

const raw = {}; // case -> round -> path -> summary
let round = 0;
let caseIndex = 0;
for (round = 0; round < ROUNDS; round++) {
  for (caseIndex = 0; caseIndex < CASES.length; caseIndex++) {
    const spec = CASES[caseIndex];
    const [kind, nText] = /^\d+$/.test(spec) ? ['paced', spec] : spec.split(':');
    const n = Number(nText ?? (kind === 'burst' ? 200 : kind === 'capacity' ? 8000 : kind === 'abort' ? 50 : 500));
    const result =
      kind === 'paced' || kind === 'burst'
        ? await pacedCase(n, kind)
        : kind === 'hold'
          ? await holdCase(n)
          : kind === 'reuse'
            ? await reuseCase(n)
            : kind === 'capacity'
              ? await capacityCase(n)
              : kind === 'abort'
                ? await abortCase(n)
              : kind === 'static'
                ? await staticCase()
                : kind === 'startup'
                  ? await startupCase()
                  : null;
    if (!result) throw new Error(`unknown case ${spec}`);
    (raw[spec] ??= []).push(result);
    const g = result.gateway;
    process.stderr.write(`  round ${round + 1} ${spec}: ${Object.entries(result).map(([k, v]) => `${k} ${JSON.stringify(v, (_, x) => (typeof x === 'number' ? Math.round(x * 10) / 10 : x))}`).join(' | ')}${g?.failed ? ' <- FAILED STREAMS' : ''}\n`);
  }
}
console.log(`uptime at end: ${uptime()}`);

printTable({ raw, cases: CASES, rounds: ROUNDS, gateways: PROXIES, idleMs: args['idle-ms'] });
if (args.json) fs.writeFileSync(args.json, JSON.stringify({ rounds: ROUNDS, cases: CASES, raw }, null, 2));
await cleanup();
const failed = Object.values(raw).flat().some((r) => Object.values(r).some((x) => x.failed > 0));
process.exit(args.strict === 'true' && failed ? 1 : 0);
